import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
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
            title={`Certificate: ${certificate.data.courseName}`}
            description={`${certificate.data.name} completed ${certificate.data.courseName}.`}
          />
          <CertificateCard certificate={certificate.data} />
          <p className="text-center text-sm text-slate-600">Certificate code {code.toUpperCase()}</p>
        </>
      ) : certificate.isPending ? (
        <>
          <PageMeta title="Certificate" description="Checking a certificate" />
          <Loader label="Checking the certificate" className="min-h-[40vh]" />
        </>
      ) : (
        <div className="flex flex-col items-start gap-6 py-10">
          <PageMeta title="Certificate not found" description="This certificate could not be checked." />
          <h1 className="font-serif text-3xl text-brand-800">
            {isMissing ? 'We could not find this certificate' : 'We could not check this certificate'}
          </h1>
          <StatusMessage kind={isMissing ? 'info' : 'error'}>
            {isMissing
              ? 'Please check that the address matches the one printed on the certificate.'
              : 'Please check your connection and try again in a moment.'}
          </StatusMessage>
          <Link to="/courses" className={buttonClasses('secondary')}>
            See our courses
          </Link>
        </div>
      )}
    </main>
  );
}
