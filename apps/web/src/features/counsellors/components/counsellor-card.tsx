import { Link } from 'react-router';
import { CalendarClock, Languages } from 'lucide-react';
import type { PublicCounsellor } from '@sukoon/contract/counsellors';
import {
  fullName,
  languageLabel,
  nextFreeText,
  specialityLabel,
  yearsText,
} from '../lib/counsellor-format.ts';
import { m } from '../../../paraglide/messages.js';
import { CounsellorPortrait } from './counsellor-portrait.tsx';
import { TagList } from './tag-list.tsx';

/** One counsellor in the list: who they are, what they help with, when they are free soonest. */
export function CounsellorCard({ counsellor }: { counsellor: PublicCounsellor }) {
  const name = fullName(counsellor);
  const years = yearsText(counsellor.yearsOfExperience);
  return (
    <li className="flex flex-col rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
      <div className="flex items-start gap-4">
        <CounsellorPortrait person={counsellor} />
        <div className="min-w-0">
          <h2 className="font-serif text-xl text-brand-900">
            <Link
              to={`/counsellors/${encodeURIComponent(counsellor.slug)}`}
              data-user-content
              className="underline-offset-4 hover:underline"
            >
              {name}
            </Link>
          </h2>
          <p data-user-content className="text-sm font-semibold text-accent-700">
            {counsellor.title}
          </p>
          {years ? <p className="mt-1 text-sm text-slate-700">{years}</p> : null}
        </div>
      </div>
      <div className="mt-4 flex flex-1 flex-col gap-3">
        <TagList
          label={m.booking_filters_helps_with()}
          items={counsellor.specialities.map(specialityLabel)}
        />
        <p className="flex items-center gap-2 text-sm text-slate-700">
          <Languages aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
          <span>
            <span className="sr-only">{m.booking_counsellor_languages_sr()} </span>
            {counsellor.languages.map(languageLabel).join(', ')}
          </span>
        </p>
        <p
          className={`mt-auto flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium ${
            counsellor.nextFree ? 'bg-green-50 text-green-900' : 'bg-slate-100 text-slate-700'
          }`}
        >
          <CalendarClock aria-hidden="true" className="size-4 shrink-0" />
          {nextFreeText(counsellor.nextFree)}
        </p>
      </div>
    </li>
  );
}
