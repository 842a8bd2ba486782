import { SITE } from '../lib/site-config.ts';

/** A page's title and description; React 19 hoists both into <head>. */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  return (
    <>
      <title>{`${title} · ${SITE.brand}`}</title>
      {description ? <meta name="description" content={description} /> : null}
    </>
  );
}
