import { useSearchParams } from 'react-router';
import { X } from 'lucide-react';
import { auditQuery, type SensitiveRead } from '@sukoon/contract/audit';
import { Button } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { MessageWithUserContent } from '../../components/message-with-user-content.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { m } from '../../paraglide/messages.js';
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
    setFilters({ ...filters, [key]: key === 'readerId' ? read.reader._id : (read.subject?._id ?? '') });
  const first = reads.data?.pages[0]?.reads[0];
  // A chip names the person when the first row shows who it is (their name is user content).
  const chipLabel = (message: (name: string) => string, name: string | undefined, unknown: string) =>
    name ? <MessageWithUserContent message={message} content={name} /> : unknown;
  const chosen = [
    filters.readerId
      ? {
          key: 'readerId' as const,
          label: chipLabel(
            (name) => m.staff_audit_read_by({ name }),
            first?.reader.name,
            m.staff_audit_read_by_someone(),
          ),
        }
      : null,
    filters.subjectId
      ? {
          key: 'subjectId' as const,
          label: chipLabel(
            (name) => m.staff_audit_about({ name }),
            first?.subject?.name,
            m.staff_audit_about_someone(),
          ),
        }
      : null,
  ].filter((chip) => chip !== null);
  const all = reads.data?.pages.flatMap((page) => page.reads) ?? [];

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <PageMeta title={m.staff_admin_nav_audit()} />
      <h1 className="font-serif text-3xl text-brand-800">{m.staff_admin_nav_audit()}</h1>
      <p className="mt-2 max-w-3xl text-slate-700">{m.staff_audit_intro()}</p>
      <div className="mt-6 space-y-4">
        <AuditFiltersForm filters={filters} onChange={setFilters} />
        {chosen.length > 0 ? (
          <ul className="flex flex-wrap gap-2" aria-label={m.staff_audit_chosen()}>
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
                  <span className="sr-only">{m.staff_audit_remove_filter()}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
        {reads.isPending ? (
          <Loader label={m.staff_audit_loading()} />
        ) : reads.isError ? (
          <StatusMessage kind="error">
            {reads.error.message.includes(':') ? reads.error.message : m.staff_audit_load_failed()}
          </StatusMessage>
        ) : all.length === 0 ? (
          <p className="text-slate-700">{m.staff_audit_empty()}</p>
        ) : (
          <>
            <AuditList reads={all} onReader={person('readerId')} onSubject={person('subjectId')} />
            {reads.hasNextPage ? (
              <Button
                variant="secondary"
                onClick={() => void reads.fetchNextPage()}
                disabled={reads.isFetchingNextPage}
              >
                {reads.isFetchingNextPage ? m.staff_loading() : m.staff_audit_older()}
              </Button>
            ) : null}
          </>
        )}
      </div>
    </div>
  );
}
