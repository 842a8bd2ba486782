import { useId } from 'react';
import { COUNSELLOR_LANGUAGES, SPECIALITIES, SPECIALITY_LABELS } from '@sukoon/contract/counsellors';
import { INPUT_CLASSES } from '../../../components/form-field.tsx';
import type { CounsellorFilter } from '../lib/counsellor-filter.ts';

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
    <div role="group" aria-label="Filter counsellors" className="grid gap-4 sm:max-w-xl sm:grid-cols-2">
      <div>
        <label htmlFor={specialityId} className="block text-sm font-medium text-slate-800">
          Helps with
        </label>
        <select
          id={specialityId}
          value={filter.speciality ?? ''}
          onChange={(event) => onChange({ ...filter, speciality: event.target.value || null })}
          className={INPUT_CLASSES}
        >
          <option value="">Anything</option>
          {SPECIALITIES.map((speciality) => (
            <option key={speciality} value={speciality}>
              {SPECIALITY_LABELS[speciality]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor={languageId} className="block text-sm font-medium text-slate-800">
          Language
        </label>
        <select
          id={languageId}
          value={filter.language ?? ''}
          onChange={(event) => onChange({ ...filter, language: event.target.value || null })}
          className={INPUT_CLASSES}
        >
          <option value="">Any language</option>
          {COUNSELLOR_LANGUAGES.map((language) => (
            <option key={language} value={language}>
              {language}
            </option>
          ))}
        </select>
      </div>
    </div>
  );
}
