import { CONSENT_VERSIONS, type MyConsentsResponse } from '@sukoon/contract/consents';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { fieldError } from '../../lib/app-error.ts';
import { hasConsent, insertChannelConsent, insertConsents, listConsents } from './consents-repository.ts';

/**
 * Informed consent to counselling, which the booking page asks for before the first booking:
 * recorded when given (in the booking's own transaction), and a booking that declines it is
 * refused while the current version is not on record. A booking that does not answer at all (the
 * spec's client, which knows no consent) is taken as the spec takes it, and records nothing.
 */
async function recordCounsellingConsent(
  tx: DbOrTx,
  userId: string,
  answer: boolean | undefined,
  now: Date,
): Promise<void> {
  const version = CONSENT_VERSIONS.counselling;
  if (answer === true) return insertConsents(tx, userId, [{ document: 'counselling', version }], now);
  if (answer === false && !(await hasConsent(tx, userId, 'counselling', version))) {
    throw fieldError('VALIDATION_FAILED', 'counsellingConsent', 'errors_counselling_consent_required');
  }
}

export function createConsentsService({ db }: Pick<AppContext, 'db'>) {
  return {
    recordCounsellingConsent,

    /** Records documents agreed to (sign-up's terms and privacy), in the caller's transaction. */
    recordAgreements: insertConsents,

    /**
     * Consent to be reached by SMS or WhatsApp, given or withdrawn (DESIGN "Phones"), in the
     * caller's transaction, so the record and the choice commit together.
     */
    recordChannelConsent: insertChannelConsent,

    async listMine(userId: string): Promise<MyConsentsResponse> {
      const rows = await listConsents(db, userId);
      return {
        consents: rows.map((row) => ({
          _id: row.id,
          document: row.document,
          version: row.version,
          acceptedAt: row.acceptedAt.toISOString(),
        })),
      };
    },
  };
}

export type ConsentsService = ReturnType<typeof createConsentsService>;
