import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import type { ContactDetails } from '@sukoon/contract/config';
import { phoneHref, SITE } from '../../lib/site-config.ts';
import { useContactDetails } from '../../lib/public-config.ts';
import { EXPLORE_LINKS, LEGAL_LINKS } from './footer-links.ts';
import { SocialIcon, socialNetworkOf } from './social-icon.tsx';
import { CrisisLine } from '../../components/crisis-line.tsx';
import { LanguageSwitcher } from './language-switcher.tsx';
import { m } from '../../paraglide/messages.js';

const linkClasses = 'rounded text-brand-50 underline-offset-4 hover:text-white hover:underline';
const headingClasses = 'font-serif text-lg text-white';

function LinkGroup({
  title,
  links,
}: {
  title: string;
  links: readonly { to: string; label: () => string }[];
}) {
  return (
    <nav aria-label={title}>
      <h2 className={headingClasses}>{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.label()}>
            <Link to={link.to} className={linkClasses}>
              {link.label()}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function SocialLinks({ links }: { links: string[] }) {
  if (links.length === 0) return null;
  return (
    <ul className="mt-5 flex gap-2" aria-label={m.common_footer_follow_us()}>
      {links.map((href) => {
        const network = socialNetworkOf(href);
        return (
          <li key={href}>
            <a
              href={href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
            >
              <SocialIcon network={network} />
              <span className="sr-only">{m.common_footer_new_tab({ network })}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}

/** The configured phone, e-mail and address; no heading at all when none is configured. */
function GetInTouch({ contact: { phone, email, address } }: { contact: ContactDetails }) {
  if (!phone && !email && !address) return null;
  return (
    <div className="col-span-2 lg:col-span-1">
      <h2 className={headingClasses}>{m.common_footer_get_in_touch()}</h2>
      <ul className="mt-4 space-y-3 text-sm">
        {phone ? (
          <li className="flex gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={phoneHref(phone)} className={linkClasses}>
              {phone}
            </a>
          </li>
        ) : null}
        {email ? (
          <li className="flex gap-2">
            <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <a href={`mailto:${email}`} className={`${linkClasses} break-all`}>
              {email}
            </a>
          </li>
        ) : null}
        {address ? (
          <li className="flex gap-2">
            <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
            <address className="not-italic">{address}</address>
          </li>
        ) : null}
      </ul>
    </div>
  );
}

/** Legal links, contact details, social links, the credit line and the year. */
export function SiteFooter() {
  const contact = useContactDetails();
  // White focus rings: the page's teal one would not show on this dark background.
  return (
    <footer className="bg-brand-900 pb-24 text-brand-50 **:focus-visible:outline-white sm:pb-20">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="font-serif text-2xl text-white">{SITE.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">{m.common_site_tagline()}</p>
          <SocialLinks links={contact.socialLinks} />
          <div className="mt-5">
            <LanguageSwitcher id="language-footer" tone="dark" />
          </div>
        </div>
        <LinkGroup title={m.common_footer_explore()} links={EXPLORE_LINKS} />
        <LinkGroup title={m.common_footer_legal()} links={LEGAL_LINKS} />
        <GetInTouch contact={contact} />
      </div>
      <div className="mx-auto mt-12 max-w-6xl border-t border-brand-700 px-4 pt-6 sm:px-6">
        <CrisisLine
          className="text-sm leading-relaxed text-white"
          numberClassName="font-semibold whitespace-nowrap text-white underline underline-offset-4"
        />
      </div>
      <div className="mx-auto mt-4 flex max-w-6xl flex-col gap-2 px-4 text-sm sm:flex-row sm:justify-between sm:px-6">
        <p>{m.common_footer_rights({ year: SITE.copyrightYear, brand: SITE.brand })}</p>
        <p>{m.common_site_credit_line()}</p>
      </div>
    </footer>
  );
}
