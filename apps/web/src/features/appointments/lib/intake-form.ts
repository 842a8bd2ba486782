import { GAD7_ITEMS, PHQ9_ITEMS, type IntakeAnswers } from '@sukoon/contract/intake';

/** The intake as the form holds it: an item is undefined until answered. */
export interface IntakeDraft {
  concerns: string;
  hopes: string;
  phq9: (number | undefined)[];
  gad7: (number | undefined)[];
}

export const emptyIntake = (): IntakeDraft => ({
  concerns: '',
  hopes: '',
  phq9: PHQ9_ITEMS.map(() => undefined),
  gad7: GAD7_ITEMS.map(() => undefined),
});

const QUESTIONNAIRE_NAMES = { phq9: 'the first set of questions', gad7: 'the second set of questions' };

/** A whole questionnaire, nothing, or what is missing. */
function readQuestionnaire(answers: (number | undefined)[]): number[] | undefined | 'partial' {
  const given = answers.filter((answer) => answer !== undefined);
  if (given.length === 0) return undefined;
  return given.length === answers.length ? given : 'partial';
}

/** What is sent with the booking (nothing for an untouched intake), or why it cannot be sent yet. */
export function readIntake(draft: IntakeDraft): { intake?: IntakeAnswers } | { problem: string } {
  const phq9 = readQuestionnaire(draft.phq9);
  const gad7 = readQuestionnaire(draft.gad7);
  for (const [name, value] of [
    ['phq9', phq9],
    ['gad7', gad7],
  ] as const) {
    if (value === 'partial') {
      return {
        problem: `Please answer every question in ${QUESTIONNAIRE_NAMES[name]}, or leave them all blank.`,
      };
    }
  }
  const intake: IntakeAnswers = {
    ...(draft.concerns.trim() ? { concerns: draft.concerns.trim() } : {}),
    ...(draft.hopes.trim() ? { hopes: draft.hopes.trim() } : {}),
    ...(Array.isArray(phq9) ? { phq9 } : {}),
    ...(Array.isArray(gad7) ? { gad7 } : {}),
  };
  return Object.keys(intake).length > 0 ? { intake } : {};
}
