import { Link } from 'react-router';
import { SITE } from '../../lib/site-config.ts';
import { m } from '../../paraglide/messages.js';

/** The logo mark and name, linking home. */
export function BrandLink({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <Link
      to="/"
      onClick={onNavigate}
      className="flex shrink-0 items-center gap-2 rounded-lg font-serif text-2xl text-brand-800"
    >
      <img src="/favicon.svg" alt="" width={36} height={36} className="size-9" />
      <span>{SITE.brand}</span>
      <span className="sr-only">{m.common_brand_home_suffix()}</span>
    </Link>
  );
}
