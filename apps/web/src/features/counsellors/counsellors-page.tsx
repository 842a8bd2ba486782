import { useSearchParams } from 'react-router';
import { Button } from '../../components/button.tsx';
import { HowASessionWorks } from '../../components/how-a-session-works.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { useCounsellors } from './api/get-counsellors.ts';
import { CounsellorCard } from './components/counsellor-card.tsx';
import { CounsellorFilters } from './components/counsellor-filters.tsx';
import {
  chooseCounsellors,
  readCounsellorFilter,
  writeCounsellorFilter,
  type CounsellorFilter,
} from './lib/counsellor-filter.ts';
import { m } from '../../paraglide/messages.js';

export default function CounsellorsPage() {
  const counsellors = useCounsellors();
  const [params, setParams] = useSearchParams();
  const filter = readCounsellorFilter(params);
  const isFiltered = filter.speciality !== null || filter.language !== null;
  const shown = chooseCounsellors(counsellors.data ?? [], filter);
  const changeFilter = (next: CounsellorFilter) => setParams(writeCounsellorFilter(next), { replace: true });

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta title={m.booking_counsellors_title()} description={m.booking_counsellors_description()} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">{m.booking_counsellors_title()}</h1>
        <p className="mt-3 text-lg text-slate-700">{m.booking_counsellors_intro()}</p>
      </header>
      {counsellors.isPending ? (
        <Loader label={m.booking_counsellors_loading()} className="min-h-[40vh]" />
      ) : counsellors.isError ? (
        <div className="mt-8">
          <StatusMessage kind="error">{m.booking_counsellors_error()}</StatusMessage>
        </div>
      ) : counsellors.data.length === 0 ? (
        <p className="mt-8 text-slate-700">{m.booking_counsellors_empty()}</p>
      ) : (
        <>
          <div className="mt-8">
            <CounsellorFilters filter={filter} onChange={changeFilter} />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-slate-700" aria-live="polite">
              {shown.length === 0
                ? filter.speciality && filter.language
                  ? m.booking_counsellors_none_both()
                  : m.booking_counsellors_none_one()
                : isFiltered
                  ? m.booking_counsellors_count_match({ count: shown.length })
                  : m.booking_counsellors_count({ count: shown.length })}
            </p>
            {isFiltered ? (
              <Button variant="ghost" onClick={() => changeFilter({ speciality: null, language: null })}>
                {m.booking_counsellors_show_all()}
              </Button>
            ) : null}
          </div>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {shown.map((counsellor) => (
              <CounsellorCard key={counsellor._id} counsellor={counsellor} />
            ))}
          </ul>
        </>
      )}
      {/* After the list: people come for the counsellors first; the fee and the steps follow. */}
      <HowASessionWorks className="mt-10 max-w-2xl" />
    </main>
  );
}
