import { type AccountDeleteBody, type DataExport, type SessionOnErasure } from '@sukoon/contract';
import type { AppContext } from '../../app-context.ts';
import { AppError, fieldError, forbidden, unauthorized } from '../../lib/app-error.ts';
import { istInstant } from '../../lib/ist.ts';
import { verifyPassword } from '../../lib/passwords.ts';
import type { Notifications } from '../notifications/notifications-service.ts';
import type { PaymentRefunds } from '../payments/payment-refunds.ts';
import type { AppointmentsService } from '../appointments/appointments-service.ts';
import { readPersonalData } from './data-export-repository.ts';
import { toExportSection, toExportRecord } from './export-records.ts';
import {
  cancelForErasure,
  erasePersonalRecords,
  findAccount,
  listLiveSessions,
  lockAccount,
  type LiveSession,
} from './account-erasure-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

/** Thrown by the first erasure call when upcoming sessions would be cancelled: the 409 lists them. */
export class ErasureNeedsConfirmation extends AppError {
  constructor(readonly sessions: SessionOnErasure[]) {
    super('CONFLICT', 'errors_erasure_confirm_sessions');
  }
}

/** A wrong password on erasure: the one failure the erasure limiters count (data-rights-routes.ts). */
export class WrongErasurePassword extends AppError {
  constructor() {
    super(
      'WRONG_PASSWORD',
      'errors_delete_password_wrong',
      {},
      { password: { key: 'errors_delete_password_wrong' } },
      {
        field: 'password',
      },
    );
  }
}

const startOf = (session: Pick<LiveSession, 'date' | 'slot'>) =>
  istInstant(session.date, `${String(session.slot).padStart(2, '0')}:00`);

/**
 * The refund policy on a session the client gives up: a request nobody accepted yet was paid for
 * without a place being given, so it is refunded in full; an accepted session is a place given,
 * and "once you are enrolled, there are no refunds or cancellations" (/refund-cancellation).
 */
const refundOnErasure = (session: LiveSession): number =>
  session.status === 'pending' && session.paymentStatus === 'paid' ? (session.amountPaise ?? 0) : 0;

export type DataRightsServiceDeps = Pick<AppContext, 'db' | 'now' | 'log'> & {
  refunds: Pick<PaymentRefunds, 'markOwed' | 'refundOwed'>;
  notifications: Pick<Notifications, 'notify'>;
  appointments: Pick<AppointmentsService, 'findCounsellor'>;
};

export function createDataRightsService(deps: DataRightsServiceDeps) {
  const { db, refunds, notifications, log } = deps;

  /** Tells a session's counsellor, in the erasure's transaction, that it will not take place. */
  async function tellCounsellor(tx: Parameters<Notifications['notify']>[0], session: LiveSession) {
    const counsellor = session.counsellorId
      ? await deps.appointments.findCounsellor(tx, session.counsellorId)
      : undefined;
    if (!counsellor) return;
    await notifications.notify(tx, {
      userId: counsellor.userId,
      kind: 'appointment.cancelled',
      message: {
        key: 'counsellor_client_erased',
        inputs: { when: { date: session.date, slot: session.slot } },
      },
      link: '/counsellor',
      dedupeKey: `appointment.erased:${session.id}`,
    });
  }

  return {
    async exportData(userId: string): Promise<DataExport> {
      const data = await readPersonalData(db, userId);
      if (!data.profile) throw unauthorized();
      return {
        exportedAt: deps.now().toISOString(),
        profile: toExportRecord(data.profile),
        counsellorProfile: data.counsellorProfile ? toExportRecord(data.counsellorProfile) : null,
        appointments: toExportSection(data.appointments),
        sessionFeedback: toExportSection(data.sessionFeedback),
        sessionOutcomesMarked: toExportSection(data.sessionOutcomesMarked),
        sessionNotices: toExportSection(data.sessionNotices),
        payments: toExportSection(data.payments),
        courseEnrolments: toExportSection(data.courseEnrolments),
        webinarSeats: toExportSection(data.webinarSeats),
        courseRatings: toExportSection(data.courseRatings),
        lessonCompletions: toExportSection(data.lessonCompletions),
        certificates: toExportSection(data.certificates),
        notifications: toExportSection(data.notifications),
        googleSignInCodes: toExportSection(data.googleSignInCodes),
        readsOfYourData: toExportSection(data.readsOfYourData),
        invoices: toExportSection(data.invoices),
        consents: toExportSection(data.consents),
        intakes: toExportSection(data.intakes),
        twoStepSignIn: toExportSection(data.twoStepSignIn),
        sessionAttendance: toExportSection(data.sessionAttendance),
        notificationPreferences: toExportSection(data.notificationPreferences),
        channelConsents: toExportSection(data.channelConsents),
        phoneMessages: toExportSection(data.phoneMessages),
        phoneVerifications: toExportSection(data.phoneVerifications),
        pushSubscriptions: toExportSection(data.pushSubscriptions),
        pushMessages: toExportSection(data.pushMessages),
      };
    },

    /**
     * Erases the caller's account after their password: upcoming sessions are cancelled (refunded
     * as the policy says), what names or reaches them is removed, and the rows tax law keeps
     * (payments, and what was bought with them) stay under the anonymised account.
     */
    async eraseAccount(userId: string, body: AccountDeleteBody): Promise<{ message: string }> {
      const now = deps.now();
      const refundsOwed: string[] = [];
      // The password is checked before the transaction: argon2 inside it would hold the row lock,
      // and with PGlite's one connection every other query, for as long as the hash takes.
      const account = await findAccount(db, userId);
      if (!account) throw unauthorized();
      if (account.role !== 'user') throw forbidden('errors_delete_staff_account');
      if (!account.passwordHash)
        throw fieldError('VALIDATION_FAILED', 'password', 'errors_delete_no_password');
      if (!(await verifyPassword(account.passwordHash, body.password))) throw new WrongErasurePassword();
      await db.transaction(async (tx) => {
        const locked = await lockAccount(tx, userId);
        if (!locked) throw unauthorized();
        // The password checked above is still the account's: a change or reset meanwhile replaced it.
        if (locked.passwordHash !== account.passwordHash) {
          throw fieldError('WRONG_PASSWORD', 'password', 'errors_delete_password_changed');
        }
        const upcoming = (await listLiveSessions(tx, userId)).filter((session) => startOf(session) > now);
        if (upcoming.length > 0 && body.confirmCancellation !== true) {
          throw new ErasureNeedsConfirmation(
            upcoming.map((session) => ({
              _id: session.id,
              date: session.date,
              slot: session.slot,
              status: session.status as 'pending' | 'accepted',
              refundPaise: refundOnErasure(session),
            })),
          );
        }
        for (const session of upcoming) {
          await cancelForErasure(tx, session.id, now);
          await tellCounsellor(tx, session);
          if (refundOnErasure(session) > 0 && session.paymentId) {
            await refunds.markOwed(tx, session.paymentId, now);
            refundsOwed.push(session.paymentId);
          }
        }
        await erasePersonalRecords(tx, userId, account.email, now);
      });
      // Outside the transaction, as every refund is; one the gateway refuses now stays owed and
      // the refund job asks again (decision 003).
      for (const paymentId of refundsOwed) {
        await refunds.refundOwed(paymentId).catch((error: unknown) => {
          log.error(
            { err: error, paymentRef: paymentId },
            'refund after an account erasure failed; it stays owed',
          );
        });
      }
      log.info({ userRef: userId, cancelled: refundsOwed.length }, 'account erased');
      return { message: replyText('replies_account_deleted') };
    },
  };
}
