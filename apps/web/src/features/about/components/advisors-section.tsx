import { Link } from 'react-router';
import { Loader } from '../../../components/loader.tsx';
import { SectionHeading } from '../../../components/section-heading.tsx';
import { advisors, type Person, type TeamMember } from '../about-content.ts';
import { Portrait } from './portrait.tsx';
import { m } from '../../../paraglide/messages.js';

const illustratedTeam = (): readonly (TeamMember & { person: Person })[] =>
  advisors().map((person) => ({ ...person, person }));

/**
 * The counsellors, from their profiles, each linking to it; with no profiles yet, the illustrated
 * team. The section is there at once, cards or not, so the footer's 'Our Advisors' link
 * (#advisors) lands on it.
 */
export function AdvisorsSection({ team }: { team?: readonly TeamMember[] }) {
  const cards: readonly (TeamMember & { person?: Person })[] =
    team && team.length > 0 ? team : illustratedTeam();
  return (
    <section id="advisors" aria-labelledby="advisors-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <SectionHeading
          id="advisors-title"
          eyebrow={m.public_about_advisors_eyebrow()}
          title={m.public_about_advisors_title()}
          intro={m.public_about_advisors_intro()}
        />
        {team === undefined ? (
          <Loader label={m.public_about_advisors_loading()} className="mt-12" />
        ) : (
          <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {cards.map((member) => (
              <li
                key={member.name}
                className="flex flex-col items-center rounded-2xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
              >
                {member.person ? (
                  <Portrait person={member.person} />
                ) : member.portrait ? (
                  <img
                    src={member.portrait}
                    alt={m.public_about_advisors_portrait({ name: member.name })}
                    data-user-content
                    width={80}
                    height={80}
                    loading="lazy"
                    className="size-20 shrink-0 rounded-full bg-sand-100 object-cover"
                  />
                ) : (
                  <span
                    aria-hidden="true"
                    className="flex size-20 shrink-0 items-center justify-center rounded-full bg-brand-100 font-serif text-2xl text-brand-800"
                  >
                    {member.name.at(0)}
                  </span>
                )}
                <h3 data-user-content className="mt-4 font-serif text-xl text-brand-900">
                  {member.href ? (
                    <Link to={member.href} className="underline-offset-4 hover:underline">
                      {member.name}
                    </Link>
                  ) : (
                    member.name
                  )}
                </h3>
                {/* A counsellor's profile is their own words; the illustrated team's are the catalogue's. */}
                <div data-user-content={member.person ? undefined : true} className="contents">
                  <p className="text-sm font-semibold text-accent-600">{member.role}</p>
                  <p className="mt-3 line-clamp-5 text-sm leading-relaxed text-slate-700">{member.bio}</p>
                </div>
                <ul
                  data-user-content={member.person ? undefined : true}
                  aria-label={m.public_about_advisors_focus_label()}
                  className="mt-4 flex flex-wrap justify-center gap-2"
                >
                  {member.focus.map((area) => (
                    <li
                      key={area}
                      className="rounded-full bg-brand-50 px-3 py-1 text-xs font-medium text-brand-800"
                    >
                      {area}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )}
        {team && team.length > 0 ? (
          <p className="mt-10 text-center">
            <Link to="/counsellors" className="font-semibold text-brand-800 underline underline-offset-4">
              {m.public_about_advisors_see_all()}
            </Link>
          </p>
        ) : null}
      </div>
    </section>
  );
}
