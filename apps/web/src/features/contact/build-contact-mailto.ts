import type { ContactMessage } from '@sukoon/contract/contact';
import { SITE } from '../../lib/site-config.ts';

/** A mailto: link to `mailbox` that opens the visitor's mail app with the message ready to send. */
export function buildContactMailto(mailbox: string, contact: ContactMessage): string {
  const subject = `Message from ${contact.name} via ${SITE.brand}`;
  const body = [
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone}`,
    '',
    contact.message,
  ].join('\r\n');
  return `mailto:${mailbox}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
