import { BookOpenText, GraduationCap, MailCheck, MessagesSquare, type LucideIcon } from 'lucide-react';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { useRevealOnView } from './use-reveal-on-view.ts';
import { m } from '../../../paraglide/messages.js';

interface Step {
  icon: LucideIcon;
  title: () => string;
  text: () => string;
}

// Texts are message functions, called at render in the page's language.
const STEPS: readonly Step[] = [
  {
    icon: GraduationCap,
    title: m.public_landing_step_enrol_title,
    text: m.public_landing_step_enrol_text,
  },
  {
    icon: BookOpenText,
    title: m.public_landing_step_materials_title,
    text: m.public_landing_step_materials_text,
  },
  {
    icon: MailCheck,
    title: m.public_landing_step_attend_title,
    text: m.public_landing_step_attend_text,
  },
  {
    icon: MessagesSquare,
    title: m.public_landing_step_meet_title,
    text: m.public_landing_step_meet_text,
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
        <span className="sr-only">{`${m.public_landing_step_label({ number })} `}</span>
        {step.title()}
      </h3>
      <p className="mt-2 leading-relaxed text-slate-700">{step.text()}</p>
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
          eyebrow={m.public_landing_steps_eyebrow()}
          title={m.public_landing_steps_title()}
          intro={m.public_landing_steps_intro()}
        />
        <ol className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {STEPS.map((step, index) => (
            <StepCard key={index} step={step} number={index + 1} />
          ))}
        </ol>
      </div>
    </section>
  );
}
