import { Link, useParams } from 'react-router';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { m } from '../../paraglide/messages.js';
import { useWebinarDetails } from './api/get-webinar-details.ts';
import { WebinarDetails } from './components/webinar-details.tsx';

export default function WebinarInfoPage() {
  const { id = '' } = useParams();
  const webinar = useWebinarDetails(id);
  const isUnpaid = webinar.error instanceof ApiError && webinar.error.status === 403;

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta
        title={webinar.data?.title ?? m.learning_webinar_title()}
        description={m.learning_webinar_meta_description()}
      />
      {webinar.data ? (
        <WebinarDetails webinar={webinar.data} />
      ) : webinar.isPending ? (
        <Loader label={m.learning_webinar_loading()} />
      ) : (
        <div className="flex flex-col items-start gap-6">
          <h1 className="font-serif text-3xl text-brand-800">{m.learning_webinar_title()}</h1>
          <StatusMessage kind="error">
            {isUnpaid ? m.learning_webinar_payment_required() : m.learning_webinar_load_error()}
          </StatusMessage>
          <div className="flex flex-wrap gap-3">
            <Link to="/Webinar" className={buttonClasses('secondary')}>
              {m.learning_webinar_see_all()}
            </Link>
            <Link to="/" className={buttonClasses('ghost')}>
              {m.learning_webinar_back_home()}
            </Link>
          </div>
        </div>
      )}
    </main>
  );
}
