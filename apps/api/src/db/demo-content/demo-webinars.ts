import type { CreateWebinarInput } from '@sukoon/contract';
import { addDays } from '../../lib/ist.ts';
import { DEMO_COUNSELLORS } from './demo-counsellors.ts';

interface DemoWebinar extends Omit<CreateWebinarInput, 'date'> {
  /** Days from today (IST): positive upcoming, negative past. */
  daysFromToday: number;
}

// Meeting links, IDs and passcodes are placeholders in each platform's format.
const DEMO_WEBINAR_PLAN: DemoWebinar[] = [
  {
    daysFromToday: -60,
    time: '18:00',
    title: 'Self-Compassion in Everyday Life',
    presenter: DEMO_COUNSELLORS.wellbeing,
    description:
      'An open conversation about treating ourselves with the same kindness we offer others, with short practices to try during the session.',
    platform: 'zoom',
    price: '0',
    meetingLink: 'https://zoom.us/j/81234567890',
    meetingId: '812 3456 7890',
    meetingPass: 'kind24',
  },
  {
    daysFromToday: -30,
    time: '18:00',
    title: 'Raising Emotionally Healthy Children',
    presenter: DEMO_COUNSELLORS.family,
    description:
      'How parents can help children understand and manage their feelings, from toddlers to teenagers, with time for your questions.',
    platform: 'meet',
    price: '499',
    meetingLink: 'https://meet.google.com/rqx-mkpt-zvb',
    meetingId: 'rqx-mkpt-zvb',
    meetingPass: '',
  },
  {
    daysFromToday: -5,
    time: '17:00',
    title: 'Understanding Anxiety: Your Questions Answered',
    presenter: DEMO_COUNSELLORS.wellbeing,
    description:
      'A friendly session explaining what anxiety is, why it happens and simple ways to feel more grounded, followed by an open question-and-answer hour.',
    platform: 'zoom',
    price: '0',
    meetingLink: 'https://zoom.us/j/83456789012',
    meetingId: '834 5678 9012',
    meetingPass: 'calm05',
  },
  {
    daysFromToday: 3,
    time: '18:30',
    title: 'Managing Exam Stress: For Students and Parents',
    presenter: DEMO_COUNSELLORS.family,
    description:
      'Practical ways for students to study, rest and stay steady before exams, and for parents to support them without adding pressure.',
    platform: 'meet',
    price: '0',
    meetingLink: 'https://meet.google.com/hwd-qnsa-tjk',
    meetingId: 'hwd-qnsa-tjk',
    meetingPass: '',
  },
  {
    daysFromToday: 10,
    time: '11:00',
    title: 'Healthy Communication in Relationships',
    presenter: DEMO_COUNSELLORS.couples,
    description:
      'Learn how to listen, speak and repair after disagreements, so that both partners feel heard. Suitable for couples and individuals.',
    platform: 'zoom',
    price: '299',
    meetingLink: 'https://zoom.us/j/85678901234',
    meetingId: '856 7890 1234',
    meetingPass: 'talk10',
  },
  {
    daysFromToday: 20,
    time: '19:00',
    title: 'Burnout Recovery for Working Professionals',
    presenter: DEMO_COUNSELLORS.wellbeing,
    description:
      'Recognise the early signs of burnout, set boundaries that protect your energy, and plan a week you can sustain.',
    platform: 'meet',
    price: '199',
    meetingLink: 'https://meet.google.com/bpe-vzkr-mfa',
    meetingId: 'bpe-vzkr-mfa',
    meetingPass: '',
  },
];

/** The demo webinars, dated relative to `today` (an IST day, YYYY-MM-DD). */
export function demoWebinars(today: string): CreateWebinarInput[] {
  return DEMO_WEBINAR_PLAN.map(({ daysFromToday, ...webinar }) => ({
    ...webinar,
    date: addDays(today, daysFromToday),
  }));
}
