import { Link, useParams } from 'react-router';
import { CalendarClock } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { StatusMessage } from '../../components/status-message.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { useCounsellor } from './api/get-counsellor.ts';
import { CounsellorPortrait } from './components/counsellor-portrait.tsx';
import { TagList } from './components/tag-list.tsx';
import {
  fullName,
  languageLabel,
  nextFreeText,
  specialityLabel,
  yearsText,
} from './lib/counsellor-format.ts';
import { messageParts } from '../../lib/message-parts.tsx';
import { m } from '../../paraglide/messages.js';
import { HowASessionWorks } from '../../components/how-a-session-works.tsx';

const BACK_LINK = 'text-sm font-semibold text-brand-800 underline-offset-4 hover:underline';

export default function CounsellorProfilePage() {
  const slug = useParams().slug ?? '';
  const profile = useCounsellor(slug);

  if (profile.isPending) {
    return (
      <main id="main" className="min-h-[60vh]">
        <Loader label={m.booking_profile_loading()} />
      </main>
    );
  }
  if (profile.isError) {
    const isMissing = profile.error instanceof ApiError && profile.error.status === 404;
    return (
      <main id="main" className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <PageMeta title={isMissing ? m.booking_profile_not_found_title() : m.booking_counsellors_title()} />
        <StatusMessage kind="error">
          {isMissing ? m.booking_profile_not_found() : m.booking_profile_error()}
        </StatusMessage>
        <p className="mt-6">
          <Link to="/counsellors" className={BACK_LINK}>
            {m.booking_profile_see_all()}
          </Link>
        </p>
      </main>
    );
  }

  const counsellor = profile.data;
  const name = fullName(counsellor);
  const years = yearsText(counsellor.yearsOfExperience);
  return (
    <main id="main" className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <PageMeta
        title={`${name}, ${counsellor.title}`}
        description={m.booking_profile_meta_description({
          name,
          title: counsellor.title,
          specialities: counsellor.specialities.map(specialityLabel).join(', ').toLowerCase(),
          languages: counsellor.languages.map(languageLabel).join(', '),
        })}
      />
      <p>
        <Link to="/counsellors" className={BACK_LINK}>
          {m.booking_profile_back()}
        </Link>
      </p>
      <header className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
        <CounsellorPortrait person={counsellor} size="lg" />
        <div>
          <h1 data-user-content className="font-serif text-4xl text-brand-900">
            {name}
          </h1>
          <p data-user-content className="mt-1 text-lg font-semibold text-accent-700">
            {counsellor.title}
          </p>
          {years ? <p className="mt-1 text-slate-700">{years}</p> : null}
        </div>
      </header>
      <div className="mt-8 grid gap-8 md:grid-cols-[1fr_18rem]">
        <section aria-labelledby="about-counsellor">
          <h2 id="about-counsellor" className="font-serif text-2xl text-brand-800">
            {messageParts(m.booking_profile_about, {
              name: <span data-user-content>{counsellor.firstName}</span>,
            })}
          </h2>
          <div
            data-user-content
            className="mt-3 space-y-3 leading-relaxed whitespace-pre-line text-slate-800"
          >
            {counsellor.bio}
          </div>
          {counsellor.qualifications ? (
            <>
              <h2 className="mt-8 font-serif text-2xl text-brand-800">
                {m.booking_profile_qualifications()}
              </h2>
              <p data-user-content className="mt-3 whitespace-pre-line text-slate-800">
                {counsellor.qualifications}
              </p>
            </>
          ) : null}
          {counsellor.registrationNumber ? (
            <p className="mt-4 text-sm text-slate-700">
              {m.booking_profile_registration()}{' '}
              <span data-user-content className="font-semibold">
                {counsellor.registrationNumber}
              </span>
            </p>
          ) : null}
        </section>
        <aside className="flex flex-col gap-5 self-start rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <div>
            <h2 className="text-sm font-semibold text-slate-800">{m.booking_filters_helps_with()}</h2>
            <div className="mt-2">
              <TagList
                label={m.booking_filters_helps_with()}
                items={counsellor.specialities.map(specialityLabel)}
              />
            </div>
          </div>
          <div>
            <h2 className="text-sm font-semibold text-slate-800">{m.booking_profile_languages()}</h2>
            <div className="mt-2">
              <TagList
                label={m.booking_profile_languages()}
                items={counsellor.languages.map(languageLabel)}
                tone="sand"
              />
            </div>
          </div>
          <p className="flex items-center gap-2 text-sm font-medium text-slate-800">
            <CalendarClock aria-hidden="true" className="size-4 shrink-0 text-brand-700" />
            {nextFreeText(counsellor.nextFree)}
          </p>
          <Link
            to={`/booknow?${new URLSearchParams({ counsellor: counsellor.slug }).toString()}`}
            className={buttonClasses()}
          >
            {m.booking_profile_book()}
          </Link>
          <p className="text-xs text-slate-600">{m.booking_profile_session_note()}</p>
        </aside>
      </div>
      <HowASessionWorks className="mt-10 max-w-2xl" />
    </main>
  );
}
