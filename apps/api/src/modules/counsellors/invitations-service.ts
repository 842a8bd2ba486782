import { createHash, randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { COUNSELLOR_INVITE_DAYS } from '@sukoon/contract';
import type { AppLocale } from '@sukoon/contract/languages';
import type { AppContext } from '../../app-context.ts';
import type { DbOrTx } from '../../db/client.ts';
import { AppError, gone, notFound } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { counsellorInviteMail } from '../../lib/mail-templates/counsellor-invite-mail.ts';
import {
  claimInvitation,
  deleteUnusedInvitations,
  findInvitation,
  insertInvitation,
  setFirstPassword,
} from './invitations-repository.ts';
import { replyText } from '../../lib/server-texts.ts';

const INVITE_LIFETIME_MS = COUNSELLOR_INVITE_DAYS * 24 * 60 * 60 * 1000;

/** Only the digest is stored: a copy of the database opens no account. */
const digest = (token: string) => createHash('sha256').update(token).digest('hex');

export interface IssuedInvitation {
  token: string;
  expiresAt: Date;
}

/** A fresh link for the counsellor, voiding the ones not used yet; the caller holds a transaction. */
export async function issueInvitation(
  db: DbOrTx,
  counsellorId: string,
  now: Date,
): Promise<IssuedInvitation> {
  const token = randomBytes(32).toString('base64url');
  const expiresAt = new Date(now.getTime() + INVITE_LIFETIME_MS);
  await deleteUnusedInvitations(db, counsellorId);
  await insertInvitation(db, { tokenHash: digest(token), counsellorId, expiresAt, createdAt: now });
  return { token, expiresAt };
}

const inviteFailed = () => new AppError('BAD_GATEWAY', 'errors_invite_mail_failed');

export type InvitationsDeps = Pick<AppContext, 'db' | 'mailer' | 'config' | 'now'> & {
  log: FastifyBaseLogger;
};

export function createInvitationsService(ctx: InvitationsDeps) {
  /** The invitation a token names, if it can still be used (the reason it cannot otherwise). */
  async function usableInvitation(db: DbOrTx, token: string) {
    const invitation = await findInvitation(db, digest(token));
    if (!invitation) throw notFound('errors_invite_invalid');
    if (invitation.usedAt || invitation.joined) throw new AppError('INVITATION_USED', 'errors_invite_used');
    if (invitation.expiresAt <= ctx.now()) throw gone('errors_invite_expired');
    return invitation;
  }

  return {
    /**
     * In the inviting admin's language (the counsellor has no profile language yet): an admin who
     * works in Marathi is inviting colleagues who read it too.
     */
    async sendInvitation(
      to: string,
      firstName: string,
      invitation: IssuedInvitation,
      locale: AppLocale,
    ): Promise<void> {
      const link = `${ctx.config.appUrl}/counsellor/welcome?token=${encodeURIComponent(invitation.token)}`;
      try {
        await ctx.mailer.send(counsellorInviteMail(to, firstName, link, locale));
      } catch (error) {
        ctx.log.error({ err: error }, 'could not send the counsellor invitation');
        throw inviteFailed();
      }
    },

    async readInvitation(token: string): Promise<{ firstName: string; email: string }> {
      const { firstName, email } = await usableInvitation(ctx.db, token);
      return { firstName, email };
    },

    /** Sets the first password and uses the link up, together or not at all. */
    async acceptInvitation(token: string, password: string): Promise<string> {
      await usableInvitation(ctx.db, token);
      const passwordHash = await hashPassword(password);
      const now = ctx.now();
      await ctx.db.transaction(async (tx) => {
        const invitation = await usableInvitation(tx, token);
        if (!(await claimInvitation(tx, digest(token), now)))
          throw new AppError('INVITATION_USED', 'errors_invite_used');
        await setFirstPassword(tx, invitation.userId, passwordHash, now);
      });
      return replyText('replies_counsellor_password_set');
    },
  };
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;
