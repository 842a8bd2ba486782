import type { AccordionItem } from '../../../components/accordion.tsx';
import { SITE } from '../../../lib/site-config.ts';

export const TERMS_ITEMS: readonly AccordionItem[] = [
  {
    id: 'acceptance',
    title: 'Accepting these terms',
    content: (
      <p>
        By creating an account or using {SITE.brand}, you agree to these terms. If you do not agree, please do
        not use the service.
      </p>
    ),
  },
  {
    id: 'services',
    title: 'Our services',
    content: (
      <p>
        {SITE.brand} offers online counselling appointments, video courses, live webinars and articles on
        emotional wellbeing. Counselling supports your wellbeing; it is not a substitute for medical
        diagnosis, treatment or emergency care.
      </p>
    ),
  },
  {
    id: 'account',
    title: 'Your account',
    content: (
      <p>
        Please give accurate details and keep your password to yourself. You are responsible for activity
        under your account; tell us straight away if you think someone else has used it.
      </p>
    ),
  },
  {
    id: 'payments',
    title: 'Payments',
    content: (
      <p>
        Prices are shown in Indian rupees (INR) and are paid through our secure payment provider before you
        are enrolled or your appointment is requested. Appointments are confirmed once a counsellor accepts
        the request.
      </p>
    ),
  },
  {
    id: 'conduct',
    title: 'Respectful use',
    content: (
      <p>
        Treat counsellors and other participants with respect. Do not record sessions without consent, share
        course material outside the platform, or use the service for anything unlawful.
      </p>
    ),
  },
  {
    id: 'content',
    title: 'Course and website content',
    content: (
      <p>
        Courses, videos and articles belong to {SITE.brand} or their authors and are for your personal use
        only.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms from time to time. The date at the top of this page shows the latest
        version; continuing to use the service means you accept it.
      </p>
    ),
  },
];
