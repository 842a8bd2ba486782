import { z } from 'zod';
import { istInstant } from './ist.ts';

/** A session lasts its slot's hour. */
export const SESSION_MINUTES = 60;

/** The instant a session on an IST day and slot hour begins. */
export const sessionStart = (date: string, slot: number): Date =>
  istInstant(date, `${String(slot).padStart(2, '0')}:00`);

export const sessionEnd = (date: string, slot: number): Date =>
  new Date(sessionStart(date, slot).getTime() + SESSION_MINUTES * 60 * 1000);

/** "Join session" shows this long before an accepted session starts, until it ends (issue 16). */
export const JOIN_OPENS_MINUTES = 10;

/** Whether the session room is open to join: from 10 minutes before an accepted session until its end. */
export function isJoinOpen(session: { date: string; slot: number; status: string }, now: Date): boolean {
  if (session.status !== 'accepted') return false;
  const opens = sessionStart(session.date, session.slot).getTime() - JOIN_OPENS_MINUTES * 60 * 1000;
  return now.getTime() >= opens && now < sessionEnd(session.date, session.slot);
}

/** Reminders go this many hours before an accepted session (DESIGN "Counsellors and sessions" rule 3). */
export const REMINDER_HOURS = [24, 1] as const;

export const SESSION_MESSAGES = {
  completed: 'Session marked completed.',
  noShow: 'Session marked: the client did not attend.',
  outcomeNotAccepted: (status: string) =>
    `This appointment is ${status}; only an accepted session can be marked completed or not attended.`,
  outcomeBeforeEnd: 'outcome: a session can be marked only after it has ended.',
  feedbackThanks: 'Thank you for your feedback.',
  feedbackNotAccepted: (status: string) =>
    `This appointment is ${status}; feedback is for accepted sessions only.`,
  feedbackBeforeEnd: 'rating: feedback can be given only after the session has ended.',
  feedbackTwice: 'You have already given feedback on this session.',
  onlyTheClient: 'Only the client of this session can give feedback on it.',
} as const;

export const SESSION_OUTCOMES = ['completed', 'no_show'] as const;
export type SessionOutcome = (typeof SESSION_OUTCOMES)[number];

/**
 * `POST /api/appointments/:id/outcome` (admin, or the session's counsellor), after an accepted
 * session has ended; marking again replaces the outcome (a slip can be corrected).
 */
export const sessionOutcomeBody = z.object({
  outcome: z.enum(SESSION_OUTCOMES, { error: 'must be completed or no_show' }),
});
export type SessionOutcomeBody = z.infer<typeof sessionOutcomeBody>;

export const sessionOutcomeResponse = z.object({
  message: z.string(),
  appointmentId: z.string(),
  outcome: z.enum(SESSION_OUTCOMES),
});
export type SessionOutcomeResponse = z.infer<typeof sessionOutcomeResponse>;

export const FEEDBACK_COMMENT_MAX_LENGTH = 2000;

/** `POST /api/appointments/:id/feedback` (its client), once, after an accepted session has ended. */
export const sessionFeedbackBody = z.object({
  rating: z
    .number({ message: 'must be a whole number from 1 to 5' })
    .int('must be a whole number from 1 to 5')
    .min(1, 'must be a whole number from 1 to 5')
    .max(5, 'must be a whole number from 1 to 5'),
  comment: z
    .string({ message: 'must be text' })
    .trim()
    .max(FEEDBACK_COMMENT_MAX_LENGTH, `must be at most ${FEEDBACK_COMMENT_MAX_LENGTH} characters`)
    .optional(),
});
export type SessionFeedbackBody = z.infer<typeof sessionFeedbackBody>;

export const sessionFeedbackResponse = z.object({ message: z.string() });

/** `GET /api/admin/feedback[?counsellorId=]`: newest first. */
export const adminFeedbackQuery = z.object({
  counsellorId: z.uuid({ message: 'must be a counsellor id' }).optional(),
});

/** One piece of feedback as admins see it: of the client, the first name at most. */
export const adminFeedback = z.object({
  appointmentId: z.string(),
  /** Null in the spec's one-calendar practice (no counsellor). */
  counsellor: z.object({ _id: z.string(), firstName: z.string(), lastName: z.string() }).nullable(),
  clientFirstName: z.string(),
  date: z.string(),
  slot: z.number().int(),
  rating: z.number().int(),
  comment: z.string().nullable(),
  createdAt: z.string(),
});
export type AdminFeedback = z.infer<typeof adminFeedback>;

export const adminFeedbackResponse = z.array(adminFeedback);
