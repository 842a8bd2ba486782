import { INTAKE_TEXT_MAX_LENGTH, PHQ9_SELF_HARM_ITEM, hasSelfHarmThoughts } from '@sukoon/contract/intake';
import { TextAreaField } from '../../../components/form-field.tsx';
import { CrisisNote } from '../../../components/crisis-note.tsx';
import { GAD7_TEXTS, PHQ9_TEXTS, type IntakeDraft } from '../lib/intake-form.ts';
import { m } from '../../../paraglide/messages.js';
import { messageParts } from '../../../lib/message-parts.tsx';

/** The questionnaire's own name, read as the English it is in every language. */
const questionnaireName = (name: string) => <span lang="en">{name}</span>;
import { QuestionnaireFieldset } from './questionnaire-fieldset.tsx';

const answered = (list: readonly (number | undefined)[], item: number, answer: number) =>
  list.map((value, index) => (index === item ? answer : value));

/**
 * The optional questions for the counsellor. Only the client and the counsellor of the session
 * read the answers. A "yes" to thoughts of self-harm shows where to get help at once, right there.
 */
export function IntakeQuestions({
  draft,
  onChange,
}: {
  draft: IntakeDraft;
  onChange: (draft: IntakeDraft) => void;
}) {
  const showsCrisisHelp = hasSelfHarmThoughts(draft.phq9);
  return (
    <div className="flex flex-col gap-8">
      <p className="text-sm leading-relaxed text-slate-700">{m.booking_intake_intro()}</p>
      <TextAreaField
        label={m.booking_intake_concerns()}
        name="concerns"
        rows={3}
        maxLength={INTAKE_TEXT_MAX_LENGTH}
        value={draft.concerns}
        onChange={(event) => onChange({ ...draft, concerns: event.target.value })}
      />
      <TextAreaField
        label={m.booking_intake_hopes()}
        name="hopes"
        rows={3}
        maxLength={INTAKE_TEXT_MAX_LENGTH}
        value={draft.hopes}
        onChange={(event) => onChange({ ...draft, hopes: event.target.value })}
      />
      <p className="text-sm font-medium text-slate-800">{m.booking_intake_stem()}</p>
      <QuestionnaireFieldset
        name="phq9"
        legend={messageParts(m.booking_intake_phq9_legend, { name: questionnaireName('PHQ-9') })}
        items={PHQ9_TEXTS.map((item) => item())}
        answers={draft.phq9}
        onAnswer={(item, answer) => onChange({ ...draft, phq9: answered(draft.phq9, item, answer) })}
        after={(item) =>
          item === PHQ9_SELF_HARM_ITEM ? (
            <div role="status" className="mt-3">
              {showsCrisisHelp ? (
                <CrisisNote
                  id="intake-crisis-help"
                  lead={
                    <>
                      <strong className="font-semibold">{m.booking_intake_crisis_thanks()}</strong>{' '}
                      {m.booking_intake_crisis_rest()}
                    </>
                  }
                />
              ) : null}
            </div>
          ) : null
        }
      />
      <QuestionnaireFieldset
        name="gad7"
        legend={messageParts(m.booking_intake_gad7_legend, { name: questionnaireName('GAD-7') })}
        items={GAD7_TEXTS.map((item) => item())}
        answers={draft.gad7}
        onAnswer={(item, answer) => onChange({ ...draft, gad7: answered(draft.gad7, item, answer) })}
      />
    </div>
  );
}
