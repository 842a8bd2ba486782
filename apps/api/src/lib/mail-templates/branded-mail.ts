import { BRAND_NAME } from '@sukoon/contract/brand';
import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';

export interface BrandedMailContent {
  to: string;
  subject: string;
  greeting: string;
  paragraphs: string[];
  /** A one-time code shown large in the HTML part. */
  code?: string;
  closing?: string;
  /** The recipient's language: the frame's own words and `<html lang>`. English by default. */
  locale?: AppLocale;
}

const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Every e-mail we send: a plain-text part and an HTML part carrying the brand. */
export function brandedMail(content: BrandedMailContent): MailMessage {
  const locale = content.locale ?? 'en';
  const closing = content.closing ?? m.mail_closing_default({}, { locale });
  const text = [
    content.greeting,
    ...content.paragraphs,
    ...(content.code ? [m.mail_otp_line({ code: content.code }, { locale })] : []),
    closing,
    `— ${BRAND_NAME}`,
  ].join('\n\n');
  const paragraph = (value: string) => `<p style="margin:0 0 16px">${escapeHtml(value)}</p>`;
  const code = content.code
    ? `<p style="margin:0 0 16px;font-size:28px;font-weight:bold;letter-spacing:6px;font-family:monospace">${escapeHtml(content.code)}</p>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><body style="margin:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1f2933">
<div style="max-width:520px;margin:24px auto;background:#ffffff;border-radius:8px;padding:24px">
<h1 style="margin:0 0 24px;font-size:22px;color:#2f6f73">${escapeHtml(BRAND_NAME)}</h1>
${paragraph(content.greeting)}
${content.paragraphs.map(paragraph).join('\n')}
${code}
${paragraph(closing)}
<p style="margin:24px 0 0;color:#52606d;font-size:13px">— ${escapeHtml(BRAND_NAME)}</p>
</div></body></html>`;
  return { to: content.to, subject: content.subject, text, html };
}
