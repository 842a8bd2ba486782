import { SENSITIVE_READ_LABELS, type SensitiveRead } from '@sukoon/contract/audit';
import { formatIstDateTime } from '@sukoon/contract/ist';

const personButton =
  'text-left font-medium text-brand-800 underline decoration-brand-200 underline-offset-2 hover:decoration-brand-700';

/** One read per row: when, who read, whose, what; following a name filters by that person. */
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
            {formatIstDateTime(read.readAt)}
          </time>
          <div>
            <span className="sr-only">Read by </span>
            <button type="button" className={personButton} onClick={() => onReader(read)}>
              {read.reader.name}
            </button>
            <p className="text-xs text-slate-600">
              {read.reader.role === 'admin' ? 'Administrator' : 'Counsellor'} · {read.reader.email}
            </p>
          </div>
          <div>
            <span className="sr-only">Client </span>
            <button type="button" className={personButton} onClick={() => onSubject(read)}>
              {read.subject.name}
            </button>
            <p className="text-xs text-slate-600">{read.subject.email}</p>
          </div>
          <div>
            <p className="text-slate-800">{SENSITIVE_READ_LABELS[read.kind]}</p>
            <p className="truncate text-xs text-slate-500" title={`Request ${read.requestId}`}>
              Request {read.requestId}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}
