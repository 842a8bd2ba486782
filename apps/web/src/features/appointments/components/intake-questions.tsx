import {
  GAD7_ITEMS,
  INTAKE_QUESTIONS,
  INTAKE_TEXT_MAX_LENGTH,
  PHQ9_ITEMS,
  PHQ9_SELF_HARM_ITEM,
  QUESTIONNAIRE_STEM,
  hasSelfHarmThoughts,
} from '@sukoon/contract/intake';
import { TextAreaField } from '../../../components/form-field.tsx';
import { CrisisNote } from '../../../components/crisis-note.tsx';
import type { IntakeDraft } from '../lib/intake-form.ts';
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
      <p className="text-sm leading-relaxed text-slate-700">
        Everything here is optional. Your answers help your counsellor prepare, and only you and the
        counsellor of this session can read them.
      </p>
      <TextAreaField
        label={INTAKE_QUESTIONS.concerns}
        name="concerns"
        rows={3}
        maxLength={INTAKE_TEXT_MAX_LENGTH}
        value={draft.concerns}
        onChange={(event) => onChange({ ...draft, concerns: event.target.value })}
      />
      <TextAreaField
        label={INTAKE_QUESTIONS.hopes}
        name="hopes"
        rows={3}
        maxLength={INTAKE_TEXT_MAX_LENGTH}
        value={draft.hopes}
        onChange={(event) => onChange({ ...draft, hopes: event.target.value })}
      />
      <p className="text-sm font-medium text-slate-800">{QUESTIONNAIRE_STEM}</p>
      <QuestionnaireFieldset
        name="phq9"
        legend="How you have been feeling (PHQ-9)"
        items={PHQ9_ITEMS}
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
                      <strong className="font-semibold">Thank you for telling us.</strong> You don't have to
                      wait for your session to talk to someone.
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
        legend="Worry and anxiety (GAD-7)"
        items={GAD7_ITEMS}
        answers={draft.gad7}
        onAnswer={(item, answer) => onChange({ ...draft, gad7: answered(draft.gad7, item, answer) })}
      />
    </div>
  );
}
