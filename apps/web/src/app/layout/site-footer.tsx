import { Link } from 'react-router';
import { Mail, MapPin, Phone } from 'lucide-react';
import { SITE } from '../../lib/site-config.ts';
import { EXPLORE_LINKS, LEGAL_LINKS } from './footer-links.ts';
import { SocialIcon } from './social-icon.tsx';

const linkClasses = 'rounded text-brand-50 underline-offset-4 hover:text-white hover:underline';
const headingClasses = 'font-serif text-lg text-white';

function LinkGroup({ title, links }: { title: string; links: readonly { to: string; label: string }[] }) {
  return (
    <nav aria-label={title}>
      <h2 className={headingClasses}>{title}</h2>
      <ul className="mt-4 space-y-2.5 text-sm">
        {links.map((link) => (
          <li key={link.label}>
            <Link to={link.to} className={linkClasses}>
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Legal links, contact details, social links, the credit line and the year. */
export function SiteFooter() {
  // White focus rings: the page's teal one would not show on this dark background.
  return (
    <footer className="bg-brand-900 pb-24 text-brand-50 **:focus-visible:outline-white sm:pb-20">
      <div className="mx-auto grid max-w-6xl grid-cols-2 gap-x-6 gap-y-10 px-4 pt-14 sm:px-6 lg:grid-cols-4">
        <div className="col-span-2 lg:col-span-1">
          <p className="font-serif text-2xl text-white">{SITE.brand}</p>
          <p className="mt-3 text-sm leading-relaxed">{SITE.tagline}</p>
          <ul className="mt-5 flex gap-2" aria-label="Follow us">
            {SITE.social.map((social) => (
              <li key={social.label}>
                <a
                  href={social.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex size-11 items-center justify-center rounded-full bg-brand-800 text-white hover:bg-brand-700"
                >
                  <SocialIcon network={social.label} />
                  <span className="sr-only">{`${social.label} (opens in a new tab)`}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        <LinkGroup title="Explore" links={EXPLORE_LINKS} />
        <LinkGroup title="Legal" links={LEGAL_LINKS} />
        <div className="col-span-2 lg:col-span-1">
          <h2 className={headingClasses}>Get in touch</h2>
          <ul className="mt-4 space-y-3 text-sm">
            <li className="flex gap-2">
              <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`tel:${SITE.phone.replace(/\s/g, '')}`} className={linkClasses}>
                {SITE.phone}
              </a>
            </li>
            <li className="flex gap-2">
              <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <a href={`mailto:${SITE.email}`} className={`${linkClasses} break-all`}>
                {SITE.email}
              </a>
            </li>
            <li className="flex gap-2">
              <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              <address className="not-italic">
                {SITE.address.name}
                {SITE.address.lines.map((line) => (
                  <span key={line} className="block">
                    {line}
                  </span>
                ))}
              </address>
            </li>
          </ul>
        </div>
      </div>
      <div className="mx-auto mt-12 flex max-w-6xl flex-col gap-2 border-t border-brand-700 px-4 pt-6 text-sm sm:flex-row sm:justify-between sm:px-6">
        <p>
          © {SITE.copyrightYear} {SITE.brand}. All rights reserved.
        </p>
        <p>{SITE.creditLine}</p>
      </div>
    </footer>
  );
}
