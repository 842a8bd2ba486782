import { useEffect } from 'react';
import { SITE } from '../lib/site-config.ts';
import { m } from '../paraglide/messages.js';

/**
 * A page's title and description. The title is hoisted into <head> by React 19; the description
 * updates the one tag index.html ships, so crawlers that skip JavaScript still read a description
 * and the page never carries two.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  useEffect(() => {
    const tag = document.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!tag || !description) return;
    const previous = tag.content;
    tag.content = description;
    return () => {
      tag.content = previous;
    };
  }, [description]);
  return <title>{m.common_page_title({ title, brand: SITE.brand })}</title>;
}
