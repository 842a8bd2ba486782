import { BadgeCheck } from 'lucide-react';
import { BRAND_NAME } from '@sukoon/contract/brand';
import type { Certificate } from '@sukoon/contract/learning';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

/** What a verifier checks: whom the certificate names, for which course, and when it was earned. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <article className="flex flex-col items-center gap-5 rounded-3xl border-2 border-brand-700 bg-white px-6 py-10 text-center shadow-sm sm:px-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {m.learning_certificate_heading({ brand: BRAND_NAME })}
      </p>
      <h1 data-user-content className="font-serif text-3xl text-brand-900 sm:text-4xl">
        {certificate.name}
      </h1>
      <p className="text-lg text-slate-700">
        {m.learning_certificate_completed()}{' '}
        <span data-user-content className="font-semibold text-slate-900">
          {certificate.courseName}
        </span>
      </p>
      <p className="text-slate-700">
        <time dateTime={certificate.completedAt}>
          {m.learning_certificate_on({ date: formatDate(certificate.completedAt) })}
        </time>
      </p>
      <p className="flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-medium text-brand-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
        {m.learning_certificate_genuine()}
      </p>
    </article>
  );
}
