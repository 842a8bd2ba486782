import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Every route change lands at the top of the new page (spec §2), or at the section a link's hash
 * names (e.g. /aboutus#advisors). Instant, so the smooth-scroll style does not animate page changes.
 */
export function ScrollToTop() {
  const { pathname, hash } = useLocation();
  useLayoutEffect(() => {
    const target = hash ? document.getElementById(decodeURIComponent(hash.slice(1))) : null;
    if (target) target.scrollIntoView({ behavior: 'instant', block: 'start' });
    else window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
  }, [pathname, hash]);
  return null;
}
