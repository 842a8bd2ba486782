import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
import { useAdminFeedback } from './api/get-admin-feedback.ts';
import { CounsellorFeedbackCard } from './components/counsellor-feedback-card.tsx';
import { summariseFeedback } from './lib/feedback-summary.ts';

/** `/admin/feedback`: what clients said after their sessions, per counsellor. */
export default function AdminFeedbackPage() {
  const feedback = useAdminFeedback();
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageMeta title={m.staff_feedback_title()} />
      <h1 className="font-serif text-3xl text-brand-800">{m.staff_feedback_title()}</h1>
      <p className="mt-2 max-w-2xl text-slate-700">{m.staff_feedback_intro()}</p>
      <div className="mt-8 flex flex-col gap-6">
        {feedback.isPending ? (
          <Loader label={m.staff_feedback_loading()} />
        ) : feedback.isError ? (
          <StatusMessage kind="error">{m.staff_feedback_load_failed()}</StatusMessage>
        ) : feedback.data.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-6 text-slate-700">
            {m.staff_feedback_empty()}
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
