import type { PAGE_HEADS } from '@sukoon/contract/page-heads';
import type { m } from '../paraglide/messages.js';

type PagePath = keyof typeof PAGE_HEADS;
type MessageKey = keyof typeof m;

/**
 * The catalogue messages of the title and description each page sets, for the pages the server
 * writes a head for (the contract's PAGE_HEADS, the English it writes). The web build turns them
 * into page-heads.json in Hindi and Marathi (vite.config.ts), so those shells carry the same words
 * as the page, from the one catalogue. page-head-messages.test.ts keeps the English equal.
 */
export const PAGE_HEAD_MESSAGES = {
  '/aboutus': ['public_about_title', 'public_about_description'],
  '/counsellors': ['booking_counsellors_title', 'booking_counsellors_description'],
  '/courses': ['learning_courses_title', 'learning_courses_meta_description'],
  '/blog': ['learning_blog_title', 'learning_blog_meta_description'],
  '/webinar': ['learning_webinars_title', 'learning_webinars_meta_description'],
  '/contact': ['public_contact_title', 'public_contact_description'],
  '/help': ['public_help_title', 'public_help_description'],
  '/booknow': ['booking_page_title', 'booking_page_description'],
  '/login': ['account_login_title', 'account_login_description'],
  '/cookiepolicy': ['policies_cookie_title', 'policies_cookie_description'],
  '/privacy-policy': ['policies_privacy_title', 'policies_privacy_description'],
  '/terms-conditions': ['policies_terms_title', 'policies_terms_description'],
  '/refund-cancellation': ['policies_refund_title', 'policies_refund_description'],
  '/disclaimer-policy': ['policies_disclaimer_title', 'policies_disclaimer_description'],
} as const satisfies Record<PagePath, readonly [MessageKey, MessageKey]>;
