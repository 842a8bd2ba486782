import { SITE } from '../../lib/site-config.ts';

export interface ContactMessage {
  name: string;
  email: string;
  phone: string;
  message: string;
}

/** The support mailbox the contact form writes to. */
export const CONTACT_MAILBOX: string = SITE.supportEmails[0];

/** A mailto: link that opens the visitor's mail app with the message ready to send. */
export function buildContactMailto(contact: ContactMessage): string {
  const subject = `Message from ${contact.name} via ${SITE.brand}`;
  const body = [
    `Name: ${contact.name}`,
    `Email: ${contact.email}`,
    `Phone: ${contact.phone}`,
    '',
    contact.message,
  ].join('\r\n');
  return `mailto:${CONTACT_MAILBOX}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
