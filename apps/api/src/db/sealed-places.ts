import type { IntakeAnswers } from '@sukoon/contract/intake';
import { openSealedText, sealText, type SealedPlace } from '../lib/sealed-text.ts';
import { SealedValue } from './schema/sealed-columns.ts';

/**
 * Every sealed column's place: the table, the column and how a row's key is written, which together
 * are the associated data its values are sealed with (decision 021). Repositories seal and open
 * through these, so a value only ever opens in the row and column it was written for.
 */
export const SEALED_PLACES = {
  appointmentReason: { table: 'appointments', column: 'reason' },
  sessionNoteBody: { table: 'session_notes', column: 'body' },
  intakeAnswers: { table: 'appointment_intakes', column: 'answers' },
  twoFactorSecret: { table: 'staff_two_factor', column: 'secret_sealed' },
} as const;

const at = (where: { table: string; column: string }, rowKey: string): SealedPlace => ({ ...where, rowKey });

/** A session note's row is its appointment and the counsellor who wrote it. */
export const sessionNoteRowKey = (note: { appointmentId: string; counsellorId: string }): string =>
  `${note.appointmentId}:${note.counsellorId}`;

export const sealReason = (appointmentId: string, reason: string): SealedValue =>
  new SealedValue(sealText(reason, at(SEALED_PLACES.appointmentReason, appointmentId)));

export const openReason = (appointmentId: string, reason: SealedValue): string =>
  openSealedText(reason.stored, at(SEALED_PLACES.appointmentReason, appointmentId));

/** The rows with their reason opened, each in its own row's place. */
export const withOpenReasons = <T extends { id: string; reason: SealedValue }>(
  rows: T[],
): (Omit<T, 'reason'> & { reason: string })[] =>
  rows.map((row) => ({ ...row, reason: openReason(row.id, row.reason) }));

export const sealNoteBody = (
  note: { appointmentId: string; counsellorId: string },
  body: string,
): SealedValue => new SealedValue(sealText(body, at(SEALED_PLACES.sessionNoteBody, sessionNoteRowKey(note))));

export const openNoteBody = (
  note: { appointmentId: string; counsellorId: string },
  body: SealedValue,
): string => openSealedText(body.stored, at(SEALED_PLACES.sessionNoteBody, sessionNoteRowKey(note)));

export const sealIntakeAnswers = (
  appointmentId: string,
  answers: IntakeAnswers,
): SealedValue<IntakeAnswers> =>
  new SealedValue(sealText(JSON.stringify(answers), at(SEALED_PLACES.intakeAnswers, appointmentId)));

export const openIntakeAnswers = (
  appointmentId: string,
  answers: SealedValue<IntakeAnswers>,
): IntakeAnswers =>
  JSON.parse(openSealedText(answers.stored, at(SEALED_PLACES.intakeAnswers, appointmentId))) as IntakeAnswers;

/** A staff member's TOTP secret, a plain text column holding the sealed string (decision 023). */
export const sealTwoFactorSecret = (userId: string, secret: string): string =>
  sealText(secret, at(SEALED_PLACES.twoFactorSecret, userId));

export const openTwoFactorSecret = (userId: string, stored: string): string =>
  openSealedText(stored, at(SEALED_PLACES.twoFactorSecret, userId));
