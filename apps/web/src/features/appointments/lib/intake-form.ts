import { GAD7_ITEMS, PHQ9_ITEMS, type IntakeAnswers } from '@sukoon/contract/intake';
import { m } from '../../../paraglide/messages.js';

/** The contract's PHQ9_ITEMS and GAD7_ITEMS, in order, as message functions (called at render). */
export const PHQ9_TEXTS = [
  m.booking_phq9_item_1,
  m.booking_phq9_item_2,
  m.booking_phq9_item_3,
  m.booking_phq9_item_4,
  m.booking_phq9_item_5,
  m.booking_phq9_item_6,
  m.booking_phq9_item_7,
  m.booking_phq9_item_8,
  m.booking_phq9_item_9,
] as const satisfies { length: (typeof PHQ9_ITEMS)['length'] };
export const GAD7_TEXTS = [
  m.booking_gad7_item_1,
  m.booking_gad7_item_2,
  m.booking_gad7_item_3,
  m.booking_gad7_item_4,
  m.booking_gad7_item_5,
  m.booking_gad7_item_6,
  m.booking_gad7_item_7,
] as const satisfies { length: (typeof GAD7_ITEMS)['length'] };

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

const PARTIAL_PROBLEMS = {
  phq9: m.booking_form_intake_partial_phq9,
  gad7: m.booking_form_intake_partial_gad7,
};

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
      return { problem: PARTIAL_PROBLEMS[name]() };
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
