import { Link } from 'react-router';
import { Mail, Phone } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { CrisisNote } from '../../components/crisis-note.tsx';
import { phoneHref, SITE } from '../../lib/site-config.ts';
import { supportMailbox, useContactDetails, useHasNoContacts } from '../../lib/public-config.ts';
import { m } from '../../paraglide/messages.js';
import { messageParts } from '../../lib/message-parts.tsx';

const cardClasses =
  'flex items-center gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 transition-colors hover:bg-brand-50';

export default function HelpPage() {
  const contact = useContactDetails();
  const { phone } = contact;
  const mailbox = supportMailbox(contact);
  const hasNoContacts = useHasNoContacts();
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta
        title={m.public_help_title()}
        description={m.public_help_description({ brand: SITE.brand })}
      />
      <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 sm:py-20">
        <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
          {m.public_help_eyebrow()}
        </p>
        <h1 className="mt-2 font-serif text-4xl text-brand-900 sm:text-5xl">{m.public_help_heading()}</h1>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          {hasNoContacts ? m.public_help_no_contacts() : m.public_help_intro()}
        </p>
        {phone || mailbox ? (
          <ul className="mt-10 grid gap-4 sm:grid-cols-2">
            {phone ? (
              <li>
                <a href={phoneHref(phone)} className={cardClasses}>
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Phone aria-hidden="true" className="size-6" />
                  </span>
                  <span>
                    <span className="block text-sm text-slate-600">{m.public_help_call()}</span>
                    <span className="block text-lg font-semibold text-brand-900">{phone}</span>
                  </span>
                </a>
              </li>
            ) : null}
            {mailbox ? (
              <li>
                <a href={`mailto:${mailbox}`} className={cardClasses}>
                  <span className="inline-flex size-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
                    <Mail aria-hidden="true" className="size-6" />
                  </span>
                  <span className="min-w-0">
                    <span className="block text-sm text-slate-600">{m.public_help_email()}</span>
                    <span className="block text-base font-semibold break-all text-brand-900 sm:text-lg">
                      {mailbox}
                    </span>
                  </span>
                </a>
              </li>
            ) : null}
          </ul>
        ) : null}
        {mailbox ? (
          <p className="mt-8 leading-relaxed text-slate-700">
            {messageParts(m.public_help_contact, {
              link: (
                <Link to="/contact" className="font-semibold text-brand-800 underline underline-offset-4">
                  {m.public_help_contact_link()}
                </Link>
              ),
            })}
          </p>
        ) : null}
        <section aria-labelledby="urgent-help" className="mt-12">
          <h2 id="urgent-help" className="font-serif text-2xl text-brand-900">
            {m.public_help_urgent_title()}
          </h2>
          <p className="mt-3 leading-relaxed text-slate-700">{m.public_help_urgent_text()}</p>
          <div className="mt-5">
            <CrisisNote />
          </div>
        </section>
      </div>
    </main>
  );
}
