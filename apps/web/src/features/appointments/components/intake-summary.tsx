import { GAD7_ITEMS, INTAKE_QUESTIONS, PHQ9_ITEMS, QUESTIONNAIRE_ANSWERS } from '@sukoon/contract/intake';
import type { ScoredQuestionnaire } from '@sukoon/contract/intake';
import { Loader } from '../../../components/loader.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import { useAppointmentIntake } from '../api/get-appointment-intake.ts';

/** A free-text answer under its question, as the client wrote it (line breaks kept). */
function WrittenAnswer({ question, children }: { question: string; children: string }) {
  return (
    <div>
      <p className="font-semibold text-brand-900">{question}</p>
      <p data-user-content className="break-words whitespace-pre-line">
        {children}
      </p>
    </div>
  );
}

function Questionnaire({
  title,
  items,
  result,
}: {
  title: string;
  items: readonly string[];
  result: ScoredQuestionnaire;
}) {
  return (
    <details className="rounded-lg bg-sand-50 p-3">
      <summary className="cursor-pointer text-sm font-semibold text-brand-900">
        {title}: {result.score} ({result.band})
      </summary>
      <ol className="mt-2 flex list-decimal flex-col gap-1 pl-5 text-sm text-slate-700">
        {items.map((item, index) => (
          <li key={item}>
            {item} — <span className="font-medium">{QUESTIONNAIRE_ANSWERS[result.answers[index] ?? 0]}</span>
          </li>
        ))}
      </ol>
    </details>
  );
}

/** The client's answers at booking, read when the counsellor opens them. */
export function IntakeSummary({ appointmentId }: { appointmentId: string }) {
  const intake = useAppointmentIntake(appointmentId);
  if (intake.isPending) return <Loader label={m.staff_intake_loading()} className="py-4" />;
  if (intake.isError) {
    return <StatusMessage kind="error">{m.staff_intake_load_failed()}</StatusMessage>;
  }
  const { concerns, hopes, phq9, gad7 } = intake.data;
  return (
    <div className="flex flex-col gap-3 text-sm text-slate-800">
      {concerns ? <WrittenAnswer question={INTAKE_QUESTIONS.concerns}>{concerns}</WrittenAnswer> : null}
      {hopes ? <WrittenAnswer question={INTAKE_QUESTIONS.hopes}>{hopes}</WrittenAnswer> : null}
      {phq9 ? <Questionnaire title="PHQ-9" items={PHQ9_ITEMS} result={phq9} /> : null}
      {gad7 ? <Questionnaire title="GAD-7" items={GAD7_ITEMS} result={gad7} /> : null}
    </div>
  );
}
