import type { SensitiveRead } from '@sukoon/contract/audit';
import { formatDateTime } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { READ_KIND_WORDS } from '../lib/read-kind-words.ts';

const personButton =
  'text-left font-medium text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700';

/**
 * One read per row: when, who read, whose, what; following a name filters by that person. A list
 * read (a desk load, an admin list) is one row naming how many appointments it showed.
 */
export function AuditList({
  reads,
  onReader,
  onSubject,
}: {
  reads: SensitiveRead[];
  onReader: (read: SensitiveRead) => void;
  onSubject: (read: SensitiveRead) => void;
}) {
  return (
    <ul className="divide-y divide-sand-200 rounded-2xl bg-white ring-1 ring-sand-200">
      {reads.map((read) => (
        <li key={read._id} className="grid gap-2 p-4 text-sm sm:grid-cols-[11rem_1fr_1fr_12rem] sm:gap-4">
          <time dateTime={read.readAt} className="text-slate-700">
            {formatDateTime(read.readAt)}
          </time>
          <div>
            <span className="sr-only">{m.staff_audit_reader()} </span>
            <button type="button" data-user-content className={personButton} onClick={() => onReader(read)}>
              {read.reader.name}
            </button>
            <p className="text-xs text-slate-600">
              {read.reader.role === 'admin' ? m.staff_audit_administrator() : m.staff_reports_counsellor()} ·{' '}
              {read.reader.email}
            </p>
          </div>
          <div>
            <span className="sr-only">{m.staff_audit_client()} </span>
            {read.subject ? (
              <>
                <button
                  type="button"
                  data-user-content
                  className={personButton}
                  onClick={() => onSubject(read)}
                >
                  {read.subject.name}
                </button>
                <p className="text-xs text-slate-600">{read.subject.email}</p>
              </>
            ) : (
              <p className="text-slate-700">
                {m.staff_audit_list_shown({ count: String(read.shown?.appointmentIds.length ?? 0) })}
              </p>
            )}
          </div>
          <div>
            <p className="text-slate-800">{READ_KIND_WORDS[read.kind]()}</p>
            {read.note ? (
              <p className="text-xs text-slate-700">
                {m.staff_audit_refund_reason()}: <span data-user-content>{read.note}</span>
              </p>
            ) : null}
            {/* The request id is data (for the server's logs), whatever the page's language. */}
            <p
              data-user-content
              className="truncate text-xs text-slate-500"
              title={m.staff_audit_request({ id: read.requestId })}
            >
              {m.staff_audit_request({ id: read.requestId })}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
