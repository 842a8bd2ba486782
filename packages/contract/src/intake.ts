import { z } from 'zod';

// The optional intake at booking: two questions for the counsellor, and the PHQ-9 and GAD-7
// questionnaires (public domain, Pfizer), scored on the server with their standard bands.

export const INTAKE_TEXT_MAX_LENGTH = 1000;

export const INTAKE_QUESTIONS = {
  concerns: 'What brings you to counselling?',
  hopes: 'What do you hope to get from your sessions?',
} as const;

/** Both questionnaires ask about the last two weeks, each item answered 0–3. */
export const QUESTIONNAIRE_STEM = 'Over the last 2 weeks, how often have you been bothered by the following?';
export const QUESTIONNAIRE_ANSWERS = [
  'Not at all',
  'Several days',
  'More than half the days',
  'Nearly every day',
] as const;

export const PHQ9_ITEMS = [
  'Little interest or pleasure in doing things',
  'Feeling down, depressed, or hopeless',
  'Trouble falling or staying asleep, or sleeping too much',
  'Feeling tired or having little energy',
  'Poor appetite or overeating',
  'Feeling bad about yourself — or that you are a failure or have let yourself or your family down',
  'Trouble concentrating on things, such as reading the newspaper or watching television',
  'Moving or speaking so slowly that other people could have noticed? Or the opposite — being so fidgety or restless that you have been moving around a lot more than usual',
  'Thoughts that you would be better off dead or of hurting yourself in some way',
] as const;

/** PHQ-9's last item (index 8): any answer but "Not at all" needs care at once. */
export const PHQ9_SELF_HARM_ITEM = 8;

export const GAD7_ITEMS = [
  'Feeling nervous, anxious or on edge',
  'Not being able to stop or control worrying',
  'Worrying too much about different things',
  'Trouble relaxing',
  'Being so restless that it is hard to sit still',
  'Becoming easily annoyed or irritable',
  'Feeling afraid as if something awful might happen',
] as const;

export type QuestionnaireName = 'phq9' | 'gad7';

/** Each band holds from its `min` score up to the next band's. */
export const SCORE_BANDS = {
  phq9: [
    { min: 0, band: 'minimal' },
    { min: 5, band: 'mild' },
    { min: 10, band: 'moderate' },
    { min: 15, band: 'moderately severe' },
    { min: 20, band: 'severe' },
  ],
  gad7: [
    { min: 0, band: 'minimal' },
    { min: 5, band: 'mild' },
    { min: 10, band: 'moderate' },
    { min: 15, band: 'severe' },
  ],
} as const;

export const SCORE_BAND_NAMES = ['minimal', 'mild', 'moderate', 'moderately severe', 'severe'] as const;
export type ScoreBand = (typeof SCORE_BAND_NAMES)[number];

export const questionnaireScore = (answers: readonly number[]): number =>
  answers.reduce((sum, answer) => sum + answer, 0);

export function scoreBand(name: QuestionnaireName, score: number): ScoreBand {
  let found: ScoreBand = 'minimal';
  for (const { min, band } of SCORE_BANDS[name]) if (score >= min) found = band;
  return found;
}

/** Whether PHQ-9's item 9 was answered 1–3. */
export const hasSelfHarmThoughts = (phq9: readonly (number | undefined)[] | undefined): boolean =>
  (phq9?.[PHQ9_SELF_HARM_ITEM] ?? 0) > 0;

const itemAnswer = z
  .number({ message: 'each answer must be 0, 1, 2 or 3' })
  .int('each answer must be 0, 1, 2 or 3')
  .min(0, 'each answer must be 0, 1, 2 or 3')
  .max(3, 'each answer must be 0, 1, 2 or 3');

const intakeText = z
  .string()
  .trim()
  .max(INTAKE_TEXT_MAX_LENGTH, `must be at most ${INTAKE_TEXT_MAX_LENGTH} characters`)
  .optional();

/** What the client may answer; every part is optional, a questionnaire is answered whole or not at all. */
export const intakeAnswers = z.object({
  concerns: intakeText,
  hopes: intakeText,
  phq9: z
    .array(itemAnswer)
    .length(PHQ9_ITEMS.length, `must answer all ${PHQ9_ITEMS.length} questions`)
    .optional(),
  gad7: z
    .array(itemAnswer)
    .length(GAD7_ITEMS.length, `must answer all ${GAD7_ITEMS.length} questions`)
    .optional(),
});
export type IntakeAnswers = z.infer<typeof intakeAnswers>;

const scoredQuestionnaire = z.object({
  answers: z.array(z.number().int()),
  score: z.number().int(),
  band: z.enum(SCORE_BAND_NAMES),
});
export type ScoredQuestionnaire = z.infer<typeof scoredQuestionnaire>;

/** `GET /api/appointments/:id/intake`: the client's and that session's counsellor's only. */
export const appointmentIntake = z.object({
  appointmentId: z.string(),
  concerns: z.string().nullable(),
  hopes: z.string().nullable(),
  phq9: scoredQuestionnaire.nullable(),
  gad7: scoredQuestionnaire.nullable(),
  /** PHQ-9 item 9 answered 1–3: the counsellor should ask about safety first. */
  selfHarmFlag: z.boolean(),
  createdAt: z.string(),
});
export type AppointmentIntake = z.infer<typeof appointmentIntake>;

export const INTAKE_MESSAGES = {
  notFound: 'No intake was given for this appointment.',
  adminsSeeFlagOnly: 'Intake answers are for the client and the counsellor of the session only.',
} as const;
