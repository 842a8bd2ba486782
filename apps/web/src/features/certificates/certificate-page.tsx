import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { m } from '../../paraglide/messages.js';
import { useCertificate } from './api/get-certificate.ts';
import { CertificateCard } from './components/certificate-card.tsx';

/** `/certificates/:code`: anyone holding the address can check the certificate. */
export default function CertificatePage() {
  const { code = '' } = useParams();
  const certificate = useCertificate(code);
  const isMissing = certificate.error instanceof ApiError && certificate.error.status === 404;

  return (
    <main id="main" className="mx-auto flex max-w-3xl flex-col gap-6 px-4 py-10 sm:py-14">
      {certificate.data ? (
        <>
          <PageMeta
            title={m.learning_certificate_meta_title({ course: certificate.data.courseName })}
            description={m.learning_certificate_meta_description({
              name: certificate.data.name,
              course: certificate.data.courseName,
            })}
          />
          <CertificateCard certificate={certificate.data} />
          <p className="text-center text-sm text-slate-600">
            {m.learning_certificate_code({ code: code.toUpperCase() })}
          </p>
        </>
      ) : certificate.isPending ? (
        <>
          <PageMeta
            title={m.learning_certificate_title()}
            description={m.learning_certificate_checking_meta()}
          />
          <Loader label={m.learning_certificate_checking()} className="min-h-[40vh]" />
        </>
      ) : (
        <div className="flex flex-col items-start gap-6 py-10">
          <PageMeta
            title={m.learning_certificate_not_found_title()}
            description={m.learning_certificate_not_found_meta()}
          />
          <h1 className="font-serif text-3xl text-brand-800">
            {isMissing ? m.learning_certificate_missing_heading() : m.learning_certificate_error_heading()}
          </h1>
          <StatusMessage kind={isMissing ? 'info' : 'error'}>
            {isMissing ? m.learning_certificate_missing_text() : m.learning_certificate_error_text()}
          </StatusMessage>
          <Link to="/courses" className={buttonClasses('secondary')}>
            {m.learning_certificate_see_courses()}
          </Link>
        </div>
      )}
    </main>
  );
}
