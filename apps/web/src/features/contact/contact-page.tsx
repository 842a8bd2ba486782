import { PageMeta } from '../../components/page-meta.tsx';
import { CrisisNote } from '../../components/crisis-note.tsx';
import { ContactForm } from './components/contact-form.tsx';
import { ContactDetails } from './components/contact-details.tsx';
import { supportMailbox, useContactDetails, useHasNoContacts } from '../../lib/public-config.ts';
import { m } from '../../paraglide/messages.js';

export default function ContactPage() {
  const canWrite = supportMailbox(useContactDetails()) !== undefined;
  const hasNoContacts = useHasNoContacts();
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.public_contact_title()} description={m.public_contact_description()} />
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="max-w-2xl">
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {m.public_contact_us()}
          </p>
          <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">
            {m.public_contact_heading()}
          </h1>
          {canWrite ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{m.public_contact_intro()}</p>
          ) : hasNoContacts ? (
            <p className="mt-4 text-lg leading-relaxed text-slate-700">{m.public_help_no_contacts()}</p>
          ) : null}
        </div>
        <div className="mt-12 grid gap-12 lg:grid-cols-[1.3fr_1fr]">
          <ContactForm />
          <div className="space-y-10">
            <ContactDetails />
            <CrisisNote />
          </div>
        </div>
      </div>
    </main>
  );
}
