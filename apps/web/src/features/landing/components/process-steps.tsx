import { BookOpenText, GraduationCap, MailCheck, MessagesSquare, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useRevealOnView } from './use-reveal-on-view.ts';

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
}

const STEPS: readonly Step[] = [
  {
    icon: GraduationCap,
    title: 'Enrol in courses',
    text: 'Choose a course that speaks to what you are going through, free or paid.',
  },
  {
    icon: BookOpenText,
    title: 'Access course materials',
    text: 'Watch the videos and read the material whenever it suits you, at your own pace.',
  },
  {
    icon: MailCheck,
    title: 'Attend sessions',
    text: 'Join live sessions and webinars. The session details are sent to you by e-mail.',
  },
  {
    icon: MessagesSquare,
    title: 'Meet your counsellor',
    text: 'Book a one-to-one appointment and talk things through with a counsellor in private.',
  },
];

function StepCard({ step, number }: { step: Step; number: number }) {
  const { ref, isRevealed } = useRevealOnView<HTMLLIElement>();
  const Icon = step.icon;
  return (
    <li
      ref={ref}
      data-revealed={isRevealed}
      className={`relative rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition duration-700 ease-out ${
        isRevealed ? 'opacity-100' : 'motion-safe:translate-y-6 motion-safe:opacity-0'
      }`}
    >
      <span className="font-serif text-5xl text-brand-500" aria-hidden="true">
        {String(number).padStart(2, '0')}
      </span>
      <Icon aria-hidden="true" className="absolute top-6 right-6 size-7 text-brand-700" />
      <h3 className="mt-3 font-serif text-xl text-brand-900">
        <span className="sr-only">{`Step ${number}: `}</span>
        {step.title}
      </h3>
      <p className="mt-2 leading-relaxed text-slate-700">{step.text}</p>
    </li>
  );
}

/** The four steps of spec §1; each card fades in once 70% of it is visible. */
export function ProcessSteps() {
  return (
    <section aria-labelledby="steps-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="steps-title"
          eyebrow="How it works"
          title="Four gentle steps"
          intro="Start small. Move at the pace that feels right for you."
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <StepCard key={step.title} step={step} number={index + 1} />
          ))}
        </ol>
      </div>
    </section>
  );
}
