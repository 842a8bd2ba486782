import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.ts';
import type { MailMessage } from '../../lib/mailer.ts';
import { readCommittedWithClient } from './appointments-repository.ts';
import { requestReceivedMail } from './appointment-mails.ts';

/** "Sukoon <no-reply@sukoon.example>" → its display name and address. */
export function parseMailFrom(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match?.[2]) return { name: match[1]?.trim() || match[2], email: match[2].trim() };
  return { name: from.trim(), email: from.trim() };
}

/** A mail that fails is logged and never undoes what it reports. */
export async function sendSafely(
  ctx: AppContext,
  log: FastifyBaseLogger,
  mail: MailMessage,
  what: string,
): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    log.error({ err: error, subject: mail.subject }, `could not send the ${what} e-mail`);
  }
}

/**
 * fulfil() runs inside the payments module's transaction, so the mail must wait for its commit.
 * A share lock on the row queues behind that transaction (PostgreSQL: its row lock; PGlite: its
 * one connection), then the committed row says whether this payment really took effect.
 */
export function sendRequestReceivedMailAfterCommit(
  ctx: AppContext,
  log: FastifyBaseLogger,
  appointmentId: string,
  paymentId: string,
): void {
  void (async () => {
    const row = await readCommittedWithClient(ctx.db, appointmentId);
    if (row?.paymentId !== paymentId || row.status !== 'pending') return;
    await sendSafely(ctx, log, requestReceivedMail(row), 'appointment request');
  })().catch((error: unknown) => {
    log.error({ err: error, appointmentId }, 'could not send the appointment request e-mail');
  });
}
