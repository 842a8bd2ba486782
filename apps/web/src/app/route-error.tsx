import { isRouteErrorResponse, useRouteError } from 'react-router';
import { m } from '../paraglide/messages.js';

/** The router's fallback for an error no page handled (spec §2). */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : m.common_error_unknown();
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-20 text-center">
      <h1 className="font-serif text-3xl text-brand-800">{m.common_error_title()}</h1>
      <p className="mt-4 text-slate-700">{detail}</p>
      <a
        href="/"
        className="mt-8 inline-block rounded-full bg-brand-700 px-6 py-3 text-white hover:bg-brand-800"
      >
        {m.common_error_go_home()}
      </a>
    </main>
  );
}
