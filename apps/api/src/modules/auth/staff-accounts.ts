import type { DbOrTx } from '../../db/client.ts';
import { deletePendingRegistration, findUserByEmail, insertUser } from './auth-repository.ts';

export interface InvitedAccount {
  email: string;
  firstName: string;
  lastName: string;
  role: 'counsellor';
}

/**
 * What another module does with accounts, in its own transaction (`tx`): the counsellors module
 * makes a counsellor's account in the transaction that makes their profile and invitation.
 */
export function createStaffAccounts() {
  return {
    isEmailTaken: async (db: DbOrTx, email: string) => (await findUserByEmail(db, email)) !== undefined,

    /**
     * An account with no password until its invitation is used. Someone's unverified sign-up under
     * this address could never finish now: it is dropped.
     */
    async addInvited(tx: DbOrTx, account: InvitedAccount, now: Date): Promise<{ id: string }> {
      await deletePendingRegistration(tx, account.email);
      const user = await insertUser(tx, {
        ...account,
        phone: null,
        passwordHash: null,
        createdAt: now,
        updatedAt: now,
      });
      return { id: user.id };
    },
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
