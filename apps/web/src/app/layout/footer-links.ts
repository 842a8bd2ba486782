import { m } from '../../paraglide/messages.js';

/**
 * Footer link groups. Two legal pages carry two labels each, as the spec's footer does. Labels are
 * message functions, called at render in the page's language.
 */
export const EXPLORE_LINKS = [
  { to: '/aboutus', label: m.common_nav_about },
  { to: '/aboutus#advisors', label: m.common_footer_advisors },
  { to: '/counsellors', label: m.common_footer_counsellors },
  { to: '/courses', label: m.common_nav_courses },
  { to: '/Webinar', label: m.common_footer_webinars },
  { to: '/blog', label: m.common_nav_blog },
  { to: '/booknow', label: m.common_footer_book },
  { to: '/help', label: m.common_footer_help },
  { to: '/app-info', label: m.common_footer_app },
] as const;

export const LEGAL_LINKS = [
  { to: '/cookiepolicy', label: m.common_footer_cookie_policy },
  { to: '/cookiepolicy', label: m.common_footer_privacy_policy },
  { to: '/privacy-policy', label: m.common_footer_protect_data },
  { to: '/terms-conditions', label: m.common_footer_terms },
  { to: '/terms-conditions', label: m.common_footer_refund_cancellation },
  { to: '/refund-cancellation', label: m.common_footer_refund_policy },
  { to: '/disclaimer-policy', label: m.common_footer_disclaimer },
] as const;
