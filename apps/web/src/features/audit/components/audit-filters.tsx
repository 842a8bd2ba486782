import { useId } from 'react';
import { SENSITIVE_READ_KINDS, type SensitiveReadKind } from '@sukoon/contract/audit';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';
import { m } from '../../../paraglide/messages.js';
import type { AuditFilters } from '../api/get-sensitive-reads.ts';
import { READ_KIND_WORDS } from '../lib/read-kind-words.ts';

/** What was read, and between which IST days; a person is chosen by following their name below. */
export function AuditFiltersForm({
  filters,
  onChange,
}: {
  filters: AuditFilters;
  onChange: (next: AuditFilters) => void;
}) {
  const id = useId();
  const set = (key: 'kind' | 'from' | 'to', value: string) => {
    const next = { ...filters };
    if (value) next[key] = value as SensitiveReadKind;
    else delete next[key];
    onChange(next);
  };
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <div>
        <label htmlFor={`${id}-kind`} className="block text-sm font-medium text-slate-800">
          {m.staff_audit_what()}
        </label>
        <select
          id={`${id}-kind`}
          className={INPUT_CLASSES}
          value={filters.kind ?? ''}
          onChange={(event) => set('kind', event.target.value)}
        >
          <option value="">{m.staff_audit_everything()}</option>
          {SENSITIVE_READ_KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {READ_KIND_WORDS[kind]()}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={`${id}-from`} className="block text-sm font-medium text-slate-800">
          {m.staff_audit_from()}
        </label>
        <input
          id={`${id}-from`}
          type="date"
          className={INPUT_CLASSES}
          value={filters.from ?? ''}
          onChange={(event) => set('from', event.target.value)}
        />
      </div>
      <div>
        <label htmlFor={`${id}-to`} className="block text-sm font-medium text-slate-800">
          {m.staff_audit_to()}
        </label>
        <input
          id={`${id}-to`}
          type="date"
          className={INPUT_CLASSES}
          value={filters.to ?? ''}
          onChange={(event) => set('to', event.target.value)}
        />
      </div>
    </div>
  );
}
