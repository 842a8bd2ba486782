import { PageMeta } from './page-meta.tsx';

/** Stands in for a page that is still being built. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <main id="main" className="mx-auto max-w-3xl px-4 py-16">
      <PageMeta title={title} />
      <h1 className="font-serif text-3xl text-brand-800">{title}</h1>
    </main>
  );
}
