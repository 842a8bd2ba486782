import { Link } from 'react-router';
import { Compass } from 'lucide-react';
import { PageMeta } from '../../components/page-meta.tsx';
import { buttonClasses } from '../../components/button.tsx';

export default function NotFoundPage() {
  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title="Page not found" description="The page you were looking for could not be found." />
      <div className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:px-6">
        <span className="inline-flex size-20 items-center justify-center rounded-full bg-brand-100 text-brand-800">
          <Compass aria-hidden="true" className="size-10" />
        </span>
        <h1 className="mt-8 font-serif text-3xl text-brand-900 sm:text-4xl">
          Oops! The page you're looking for doesn't exist.
        </h1>
        <p className="mt-4 text-lg text-slate-700">It might have been moved or deleted.</p>
        <Link to="/" className={`${buttonClasses('primary')} mt-10 px-7 text-base`}>
          Go back home
        </Link>
      </div>
    </main>
  );
}
