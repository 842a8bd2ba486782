import { useId } from 'react';
import { COUNSELLOR_LANGUAGES, SPECIALITIES } from '@sukoon/contract/counsellors';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';
import type { CounsellorFilter } from '../lib/counsellor-filter.ts';
import { languageLabel, specialityLabel } from '../lib/counsellor-format.ts';
import { m } from '../../../paraglide/messages.js';

/** Two selects that narrow the list; the choice lives in the address, so it can be shared. */
export function CounsellorFilters({
  filter,
  onChange,
}: {
  filter: CounsellorFilter;
  onChange: (filter: CounsellorFilter) => void;
}) {
  const specialityId = useId();
  const languageId = useId();
  return (
    <div
      role="group"
      aria-label={m.booking_filters_label()}
      className="grid gap-4 sm:max-w-xl sm:grid-cols-2"
    >
      <div>
        <label htmlFor={specialityId} className="block text-sm font-medium text-slate-800">
          {m.booking_filters_helps_with()}
        </label>
        <select
          id={specialityId}
          value={filter.speciality ?? ''}
          onChange={(event) => onChange({ ...filter, speciality: event.target.value || null })}
          className={INPUT_CLASSES}
        >
          <option value="">{m.booking_filters_anything()}</option>
          {SPECIALITIES.map((speciality) => (
            <option key={speciality} value={speciality}>
              {specialityLabel(speciality)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={languageId} className="block text-sm font-medium text-slate-800">
          {m.booking_filters_language()}
        </label>
        <select
          id={languageId}
          value={filter.language ?? ''}
          onChange={(event) => onChange({ ...filter, language: event.target.value || null })}
          className={INPUT_CLASSES}
        >
          <option value="">{m.booking_filters_any_language()}</option>
          {COUNSELLOR_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {languageLabel(language)}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
