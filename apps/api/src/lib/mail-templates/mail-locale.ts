import type { AppLocale } from '@sukoon/contract/languages';
import { m } from '../../paraglide/messages.js';

/** "Hello Asha," in the recipient's language; "Hello," when there is no name to put in. */
export const greeting = (name: string | null | undefined, locale: AppLocale): string =>
  name ? m.mail_greeting({ name }, { locale }) : m.mail_greeting_nameless({}, { locale });
