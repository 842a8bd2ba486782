import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';

/** A last, quiet invitation to take the first step. */
export function ClosingInvitation() {
  // White focus rings: the page's teal one would not show on this dark background.
  return (
    <section
      aria-labelledby="closing-title"
      className="bg-brand-800 py-16 text-center text-white **:focus-visible:outline-white"
    >
      <div className="mx-auto max-w-2xl px-4 sm:px-6">
        <h2 id="closing-title" className="font-serif text-3xl sm:text-4xl">
          {m.public_landing_closing_title()}
        </h2>
        <p className="mt-4 text-lg leading-relaxed text-brand-50">{m.public_landing_closing_text()}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <Link to="/booknow" className={`${buttonClasses('secondary')} px-7 text-base`}>
            {m.public_landing_closing_book()}
          </Link>
          <Link
            to="/contact"
            className="inline-flex min-h-11 items-center rounded-full px-5 font-semibold text-white underline-offset-4 hover:underline"
          >
            {m.public_contact_us()}
          </Link>
        </div>
      </div>
    </section>
  );
}
