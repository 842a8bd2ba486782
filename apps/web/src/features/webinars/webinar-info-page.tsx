import { Link, useParams } from 'react-router';
import { WEBINAR_PAYMENT_REQUIRED_MESSAGE } from '@sukoon/contract/content-rules';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useWebinarDetails } from './api/get-webinar-details.ts';
import { WebinarDetails } from './components/webinar-details.tsx';

export default function WebinarInfoPage() {
  const { id = '' } = useParams();
  const webinar = useWebinarDetails(id);
  const isUnpaid = webinar.error instanceof ApiError && webinar.error.status === 403;

  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <PageMeta
        title={webinar.data?.title ?? 'Webinar'}
        description="Joining details for your webinar: date, time, meeting link, ID and password."
      />
      {webinar.data ? (
        <WebinarDetails webinar={webinar.data} />
      ) : webinar.isPending ? (
        <Loader label="Loading webinar details" />
      ) : (
        <div className="flex flex-col items-start gap-6">
          <h1 className="font-serif text-3xl text-brand-800">Webinar</h1>
          <StatusMessage kind="error">
            {isUnpaid ? WEBINAR_PAYMENT_REQUIRED_MESSAGE : 'Failed to load webinar details.'}
          </StatusMessage>
          <div className="flex flex-wrap gap-3">
            <Link to="/Webinar" className={buttonClasses('secondary')}>
              See all webinars
            </Link>
            <Link to="/" className={buttonClasses('ghost')}>
              Back to Home
            </Link>
          </div>
        </div>
      )}
    </main>
  );
}
