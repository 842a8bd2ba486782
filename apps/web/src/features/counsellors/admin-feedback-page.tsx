import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useAdminFeedback } from './api/get-admin-feedback.ts';
import { CounsellorFeedbackCard } from './components/counsellor-feedback-card.tsx';
import { summariseFeedback } from './lib/feedback-summary.ts';

/** `/admin/feedback`: what clients said after their sessions, per counsellor. */
export default function AdminFeedbackPage() {
  const feedback = useAdminFeedback();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageMeta title="Session feedback" />
      <h1 className="font-serif text-3xl text-brand-800">Session feedback</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Clients rate a session from 1 to 5 after it has ended. The lowest average is first, so whoever may
        need support is seen first. Counsellors do not see this page.
      </p>
      <div className="mt-8 flex flex-col gap-6">
        {feedback.isPending ? (
          <Loader label="Loading feedback" />
        ) : feedback.isError ? (
          <StatusMessage kind="error">Could not load the feedback. Please try again later.</StatusMessage>
        ) : feedback.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            No feedback yet. Clients are asked for it once a session has ended.
          </p>
        ) : (
          summariseFeedback(feedback.data).map((group) => (
            <CounsellorFeedbackCard key={group.counsellorId ?? 'none'} group={group} />
          ))
        )}
      </div>
    </div>
  );
}
