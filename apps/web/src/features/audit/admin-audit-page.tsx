import { useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { auditQuery, type SensitiveRead } from '@sukoon/contract/audit';
import { Button } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useSensitiveReads, type AuditFilters } from './api/get-sensitive-reads.ts';
import { AuditFiltersForm } from './components/audit-filters.tsx';
import { AuditList } from './components/audit-list.tsx';

const FILTER_KEYS = ['readerId', 'subjectId', 'kind', 'from', 'to'] as const;

/** The address's filters, the ones the contract accepts (a hand-edited address shows everything). */
function filtersOf(params: URLSearchParams): AuditFilters {
  const asked = Object.fromEntries(
    FILTER_KEYS.flatMap((key) => (params.get(key) ? [[key, params.get(key)]] : [])),
  );
  const parsed = auditQuery.omit({ cursor: true }).safeParse(asked);
  return parsed.success ? parsed.data : {};
}

/** `/admin/audit`: who read which client's reasons, notes or intake, and when. Nobody can change it. */
export default function AdminAuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const reads = useSensitiveReads(filters);
  const setFilters = (next: AuditFilters) =>
    setParams(new URLSearchParams(Object.entries<string>(next)), { replace: true });
  const person = (key: 'readerId' | 'subjectId') => (read: SensitiveRead) =>
    setFilters({ ...filters, [key]: key === 'readerId' ? read.reader._id : read.subject._id });
  const first = reads.data?.pages[0]?.reads[0];
  const chosen = [
    filters.readerId
      ? { key: 'readerId' as const, label: `Read by ${first?.reader.name ?? 'one person'}` }
      : null,
    filters.subjectId
      ? { key: 'subjectId' as const, label: `About ${first?.subject.name ?? 'one client'}` }
      : null,
  ].filter((chip) => chip !== null);
  const all = reads.data?.pages.flatMap((page) => page.reads) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta title="Audit trail" />
      <h1 className="font-serif text-3xl text-brand-800">Audit trail</h1>
      <p className="mt-2 max-w-3xl text-slate-700">
        Every time an administrator or a counsellor was shown a client&rsquo;s reason for booking, session
        notes or intake answers. Newest first; times are Indian Standard Time. Nobody can change or remove an
        entry.
      </p>
      <div className="mt-6 space-y-4">
        <AuditFiltersForm filters={filters} onChange={setFilters} />
        {chosen.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label="Chosen people">
            {chosen.map((chip) => (
              <li key={chip.key}>
                <button
                  type="button"
                  className="inline-flex min-h-11 items-center gap-2 rounded-full bg-brand-50 px-4 text-sm text-brand-900 ring-1 ring-brand-200 hover:bg-brand-100"
                  onClick={() => {
                    const next = { ...filters };
                    delete next[chip.key];
                    setFilters(next);
                  }}
                >
                  {chip.label}
                  <X aria-hidden="true" className="size-4" />
                  <span className="sr-only">(remove this filter)</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {reads.isPending ? (
          <Loader label="Loading the audit trail" />
        ) : reads.isError ? (
          <StatusMessage kind="error">
            {reads.error.message.includes(':')
              ? reads.error.message
              : 'We could not load the audit trail. Please try again.'}
          </StatusMessage>
        ) : all.length === 0 ? (
          <p className="text-slate-700">No reads recorded for these filters.</p>
        ) : (
          <>
            <AuditList reads={all} onReader={person('readerId')} onSubject={person('subjectId')} />
            {reads.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void reads.fetchNextPage()}
                disabled={reads.isFetchingNextPage}
              >
                {reads.isFetchingNextPage ? 'Loading…' : 'Show older'}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
