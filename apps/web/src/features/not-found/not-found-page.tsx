import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { buttonClasses } from '../../components/button.tsx';
import { m } from '../../paraglide/messages.js';

export default function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.public_not_found_title()} description={m.public_not_found_description()} />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Compass aria-hidden="true" className="size-10" />
        </span>
        <h1 className="mt-8 font-serif text-3xl text-brand-900 sm:text-4xl">
          {m.public_not_found_heading()}
        </h1>
        <p className="mt-4 text-lg text-slate-700">{m.public_not_found_hint()}</p>
        <Link to="/" className={`${buttonClasses('primary')} mt-10 px-7 text-base`}>
          {m.public_not_found_home()}
        </Link>
      </div>
    </main>
  );
}
