import type { ReactNode } from 'react';
import { Clock } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { CrisisLine } from '../../components/crisis-line.tsx';
import { HowASessionWorks } from '../../components/how-a-session-works.tsx';
import { BookingForm } from './components/booking-form.tsx';
import type { BookableCounsellor } from './lib/booking-choice.ts';
import { m } from '../../paraglide/messages.js';

/**
 * The counsellors to choose from come from the app (features never import each other); none is the
 * spec's page. `phoneInvitation`, also the app's, is one line offering reminders by phone.
 */
export default function BookNowPage({
  counsellors,
  phoneInvitation,
}: {
  counsellors?: readonly BookableCounsellor[];
  phoneInvitation?: ReactNode;
}) {
  return (
    <main id="main" className="mx-auto max-w-5xl px-4 py-12 sm:px-6">
      <PageMeta title={m.booking_page_title()} description={m.booking_page_description()} />
      <h1 className="font-serif text-3xl text-brand-800 sm:text-4xl">{m.booking_page_title()}</h1>
      <p className="mt-3 max-w-2xl text-slate-700">{m.booking_page_intro()}</p>
      <p className="mt-4 inline-flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 text-sm font-medium text-brand-900">
        <Clock aria-hidden="true" className="size-4" />
        {m.booking_page_ist_note()}
      </p>
      {phoneInvitation}
      <aside
        aria-label={m.booking_page_emergency_label()}
        className="mt-6 max-w-2xl rounded-2xl border border-accent-600/30 bg-sand-100 px-5 py-4 text-sm leading-relaxed text-slate-800"
      >
        <p>{m.booking_page_not_for_emergencies()}</p>
        <CrisisLine className="mt-1 font-medium" />
      </aside>
      <HowASessionWorks className="mt-6 max-w-2xl" />
      <BookingForm counsellors={counsellors} />
    </main>
  );
}
