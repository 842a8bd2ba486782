import { BRAND_NAME } from './brand.ts';

export interface PageHead {
  title: string;
  description: string;
}

/**
 * The title and description of each public page, keyed by its lower-case path. The page sets them
 * when it runs; the server writes them into the HTML for crawlers and link previews that run no
 * script. `/` keeps the ones index.html ships with.
 */
export const PAGE_HEADS = {
  '/aboutus': {
    title: 'About us',
    description: `Who we are: ${BRAND_NAME} offers private online counselling, courses and webinars from qualified counsellors across India.`,
  },
  '/counsellors': {
    title: 'Our counsellors',
    description:
      'Choose your counsellor: qualified psychologists and counsellors, the languages they speak, what they help with and when they are free.',
  },
  '/courses': {
    title: 'Courses',
    description:
      'Expert-led video courses on relationships, parenting, anxiety and depression, sexual wellness and careers.',
  },
  '/blog': {
    title: 'Blog',
    description:
      'Gentle, practical reading from our counsellors on relationships, parenting, anxiety, depression and work.',
  },
  '/webinar': {
    title: 'Webinars',
    description:
      'Live online webinars with our counsellors on relationships, parenting, anxiety, depression and careers.',
  },
  '/contact': {
    title: 'Contact us',
    description:
      'Write to us, message us on WhatsApp or find our address in Akola, Maharashtra. We reply with care and in confidence.',
  },
  '/help': {
    title: 'Help and support',
    description: `Need a hand with your account, a course, a payment or a booking? Call or e-mail the ${BRAND_NAME} support team.`,
  },
  '/booknow': {
    title: 'Book an Appointment',
    description: 'Book a private one-to-one session with a counsellor, today or in the next 7 days.',
  },
  '/login': {
    title: `Login to ${BRAND_NAME}`,
    description: `Log in to ${BRAND_NAME} to watch your courses, join webinars and book counselling sessions.`,
  },
  '/cookiepolicy': {
    title: 'Cookie Policy',
    description: `How ${BRAND_NAME} uses cookies and browser storage, and how we protect your privacy.`,
  },
  '/privacy-policy': {
    title: 'Privacy Policy',
    description: `What personal information ${BRAND_NAME} collects, how we use and protect it, and your rights.`,
  },
  '/terms-conditions': {
    title: 'Terms & Conditions',
    description: `The terms for using ${BRAND_NAME}, including our refund and cancellation policy.`,
  },
  '/refund-cancellation': {
    title: 'Refund and Cancellation Policy',
    description: `When ${BRAND_NAME} refunds a payment, how long it takes, and why purchases cannot be cancelled.`,
  },
  '/disclaimer-policy': {
    title: 'Disclaimer',
    description: `What ${BRAND_NAME}'s counselling, courses and articles can and cannot offer.`,
  },
} as const satisfies Record<string, PageHead>;
