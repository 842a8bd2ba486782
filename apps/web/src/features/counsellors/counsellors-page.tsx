import { useSearchParams } from 'react-router';
import { PAGE_HEADS } from '@sukoon/contract/page-heads';
import { Button } from '../../components/button.tsx';
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

export default function CounsellorsPage() {
  const counsellors = useCounsellors();
  const [params, setParams] = useSearchParams();
  const filter = readCounsellorFilter(params);
  const isFiltered = filter.speciality !== null || filter.language !== null;
  const shown = chooseCounsellors(counsellors.data ?? [], filter);
  const changeFilter = (next: CounsellorFilter) => setParams(writeCounsellorFilter(next), { replace: true });

  return (
    <main id="main" className="mx-auto max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta {...PAGE_HEADS['/counsellors']} />
      <header className="max-w-2xl">
        <h1 className="font-serif text-4xl text-brand-800">Our counsellors</h1>
        <p className="mt-3 text-lg text-slate-700">
          Choose the person you would like to talk to: what they help with, the languages they speak and when
          they are free. Every session is private and one to one.
        </p>
      </header>
      {counsellors.isPending ? (
        <Loader label="Loading our counsellors" className="min-h-[40vh]" />
      ) : counsellors.isError ? (
        <div className="mt-8">
          <StatusMessage kind="error">
            We could not load our counsellors right now. Please try again in a moment.
          </StatusMessage>
        </div>
      ) : counsellors.data.length === 0 ? (
        <p className="mt-8 text-slate-700">
          Our counsellors' profiles are on their way. You can still book a session and we will match you with
          a counsellor who is free.
        </p>
      ) : (
        <>
          <div className="mt-8">
            <CounsellorFilters filter={filter} onChange={changeFilter} />
          </div>
          <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-2">
            <p className="text-sm text-slate-700" aria-live="polite">
              {shown.length === 0
                ? `Nobody matches ${filter.speciality && filter.language ? 'both choices' : 'this choice'} yet. Try another speciality or language.`
                : `${shown.length} ${shown.length === 1 ? 'counsellor' : 'counsellors'}${isFiltered ? ' match' : ''}, soonest free first. Times are Indian Standard Time.`}
            </p>
            {isFiltered ? (
              <Button variant="ghost" onClick={() => changeFilter({ speciality: null, language: null })}>
                Show everyone
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
    </main>
  );
}
