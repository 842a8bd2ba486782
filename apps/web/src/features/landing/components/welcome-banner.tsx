import { Link } from 'react-router';
import { ArrowDown } from 'lucide-react';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { SITE } from '../../../lib/site-config.ts';
import { AnimatedWords } from './animated-words.tsx';
import { m } from '../../../paraglide/messages.js';

/** How far 'Let's Get Started' moves the page: 78% of the window's height (spec §9). */
const GET_STARTED_SCROLL = 0.78;

export function WelcomeBanner() {
  return (
    <section aria-labelledby="welcome-title" className="relative overflow-hidden bg-sand-50">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 pt-10 pb-16 sm:px-6 md:grid-cols-[1.1fr_1fr] md:pt-16 md:pb-24">
        <div>
          <p className="text-sm font-semibold tracking-wide text-accent-700 uppercase">
            {m.public_landing_welcome({ brand: SITE.brand })}
          </p>
          <h1
            id="welcome-title"
            className="mt-3 font-serif text-4xl leading-tight text-brand-900 sm:text-5xl lg:text-6xl"
          >
            <AnimatedWords text={m.public_landing_heading()} />
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">{m.public_landing_intro()}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Button
              className="px-7 text-base"
              onClick={() => window.scrollBy({ top: window.innerHeight * GET_STARTED_SCROLL })}
            >
              {m.public_landing_get_started()}
              <ArrowDown aria-hidden="true" className="size-4" />
            </Button>
            <Link to="/booknow" className={`${buttonClasses('secondary')} px-7 text-base`}>
              {m.public_landing_book_session()}
            </Link>
          </div>
        </div>
        <img
          src="/images/hero-calm.svg"
          alt=""
          width={560}
          height={460}
          className="mx-auto w-full max-w-md md:max-w-none"
        />
      </div>
    </section>
  );
}
