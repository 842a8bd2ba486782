import type { AppContext } from '../../app-context.ts';
import type { MailMessage } from '../../lib/mailer.ts';

/** "Sukoon <no-reply@sukoon.example>" → its display name and address. */
export function parseMailFrom(from: string): { name: string; email: string } {
  const match = /^\s*"?([^"<]*?)"?\s*<([^>]+)>\s*$/.exec(from);
  if (match?.[2]) return { name: match[1]?.trim() || match[2], email: match[2].trim() };
  return { name: from.trim(), email: from.trim() };
}

/** A mail that fails is logged and never undoes what it reports. */
export async function sendSafely(
  ctx: Pick<AppContext, 'mailer' | 'log'>,
  mail: MailMessage,
  what: string,
): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    ctx.log.error({ err: error, subject: mail.subject }, `could not send the ${what} e-mail`);
  }
}
