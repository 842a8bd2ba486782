import { BadgeCheck } from 'lucide-react';
import { BRAND_NAME } from '@sukoon/contract/brand';
import { formatIstDate } from '@sukoon/contract/ist';
import type { Certificate } from '@sukoon/contract/learning';

/** What a verifier checks: whom the certificate names, for which course, and when it was earned. */
export function CertificateCard({ certificate }: { certificate: Certificate }) {
  return (
    <article className="flex flex-col items-center gap-5 rounded-3xl border-2 border-brand-700 bg-white px-6 py-10 text-center shadow-sm sm:px-12">
      <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
        {BRAND_NAME} certificate of completion
      </p>
      <h1 className="font-serif text-3xl text-brand-900 sm:text-4xl">{certificate.name}</h1>
      <p className="text-lg text-slate-700">
        completed every lesson of{' '}
        <span className="font-semibold text-slate-900">{certificate.courseName}</span>
      </p>
      <p className="text-slate-700">
        on <time dateTime={certificate.completedAt}>{formatIstDate(certificate.completedAt)}</time>
      </p>
      <p className="flex items-center gap-2 rounded-full bg-brand-50 px-4 py-2 font-medium text-brand-900">
        <BadgeCheck aria-hidden="true" className="size-5 text-brand-700" />
        This certificate is genuine.
      </p>
    </article>
  );
}
