import { Mail, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useContactDetails } from '../../../lib/public-config.ts';
import { whatsappHref } from '../../../lib/site-config.ts';
import { m } from '../../../paraglide/messages.js';
// At least 24 px tall, so stacked numbers and mailboxes are easy to tap apart.
const linkClasses =
  'inline-flex min-h-6 items-center font-medium text-brand-800 underline-offset-4 hover:underline';

function DetailBlock({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="flex gap-4">
      <span className="inline-flex size-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
        {icon}
      </span>
      <div>
        <h3 className="font-serif text-lg text-brand-900">{title}</h3>
        <div className="mt-1 text-slate-700">{children}</div>
      </div>
    </div>
  );
}

/**
 * Where to find and reach the trust: postal address, WhatsApp and the support mailboxes, each
 * only when configured; nothing at all when none is.
 */
export function ContactDetails() {
  const { address, whatsapp, supportEmails } = useContactDetails();
  if (!address && whatsapp.length === 0 && supportEmails.length === 0) return null;
  return (
    <section aria-labelledby="contact-details-title" className="space-y-7">
      <h2 id="contact-details-title" className="font-serif text-2xl text-brand-900">
        {m.public_contact_details_title()}
      </h2>
      {address ? (
        <DetailBlock
          icon={<MapPin aria-hidden="true" className="size-5" />}
          title={m.public_contact_details_visit()}
        >
          <address className="not-italic">{address}</address>
        </DetailBlock>
      ) : null}
      {whatsapp.length > 0 ? (
        <DetailBlock
          icon={<MessageCircle aria-hidden="true" className="size-5" />}
          title={m.public_contact_details_whatsapp()}
        >
          <ul className="space-y-1">
            {whatsapp.map((number) => (
              <li key={number}>
                <a
                  href={whatsappHref(number)}
                  target="_blank"
                  rel="noopener noreferrer"
                  className={linkClasses}
                >
                  {number}
                  <span className="sr-only"> {m.public_contact_details_whatsapp_link()}</span>
                </a>
              </li>
            ))}
          </ul>
        </DetailBlock>
      ) : null}
      {supportEmails.length > 0 ? (
        <DetailBlock
          icon={<Mail aria-hidden="true" className="size-5" />}
          title={m.public_contact_details_email()}
        >
          <ul className="space-y-1">
            {supportEmails.map((email) => (
              <li key={email}>
                <a href={`mailto:${email}`} className={`${linkClasses} break-all`}>
                  {email}
                </a>
              </li>
            ))}
          </ul>
        </DetailBlock>
      ) : null}
    </section>
  );
}
