import { Mail, MapPin, MessageCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { SITE } from '../../../lib/site-config.ts';

const whatsappLink = (number: string) => `https://wa.me/${number.replace(/\D/g, '')}`;
const linkClasses = 'font-medium text-brand-800 underline-offset-4 hover:underline';

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

/** Where to find and reach the trust: postal address, WhatsApp and the support mailboxes. */
export function ContactDetails() {
  return (
    <section aria-labelledby="contact-details-title" className="space-y-7">
      <h2 id="contact-details-title" className="font-serif text-2xl text-brand-900">
        Other ways to reach us
      </h2>
      <DetailBlock icon={<MapPin aria-hidden="true" className="size-5" />} title="Visit or write to us">
        <address className="not-italic">
          {SITE.address.name}
          {SITE.address.lines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      </DetailBlock>
      <DetailBlock icon={<MessageCircle aria-hidden="true" className="size-5" />} title="WhatsApp">
        <ul className="space-y-1">
          {SITE.whatsappNumbers.map((number) => (
            <li key={number}>
              <a
                href={whatsappLink(number)}
                target="_blank"
                rel="noopener noreferrer"
                className={linkClasses}
              >
                {number}
                <span className="sr-only"> on WhatsApp (opens in a new tab)</span>
              </a>
            </li>
          ))}
        </ul>
      </DetailBlock>
      <DetailBlock icon={<Mail aria-hidden="true" className="size-5" />} title="Email support">
        <ul className="space-y-1">
          {SITE.supportEmails.map((email) => (
            <li key={email}>
              <a href={`mailto:${email}`} className={`${linkClasses} break-all`}>
                {email}
              </a>
            </li>
          ))}
        </ul>
      </DetailBlock>
    </section>
  );
}
