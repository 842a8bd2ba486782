import { Link } from 'react-router';
import type { AdminCounsellor } from '@sukoon/contract/counsellors';
import { Button, buttonClasses } from '../../../components/button.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import type { CounsellorAction } from '../api/counsellor-admin-actions.ts';
import { fullName, languageLabel, specialityLabel } from '../lib/counsellor-format.ts';
import { CounsellorPortrait } from './counsellor-portrait.tsx';

/** Active or not, and whether they have joined or their invitation is still open (or ran out). */
function accountStatus(counsellor: AdminCounsellor, now: number): string {
  if (counsellor.joined) return m.staff_counsellors_joined();
  if (!counsellor.inviteExpiresAt) return m.staff_counsellors_not_invited();
  const date = formatDate(counsellor.inviteExpiresAt);
  return Date.parse(counsellor.inviteExpiresAt) > now
    ? m.staff_counsellors_invite_pending({ date })
    : m.staff_counsellors_invite_expired({ date });
}

export interface CounsellorRowHandlers {
  onEdit: (counsellor: AdminCounsellor) => void;
  onAction: (counsellor: AdminCounsellor, action: CounsellorAction) => void;
  /** The id of the counsellor an action is running for. */
  busyId: string | null;
}

// A button's screen-reader name carries the counsellor's name, so the button is marked
// data-user-content: the language journey cannot tell a name inside an aria-label from the page's words.

/** Every counsellor as a card: who, status, and what an admin can do. */
export function AdminCounsellorList({
  counsellors,
  now,
  onEdit,
  onAction,
  busyId,
}: CounsellorRowHandlers & { counsellors: AdminCounsellor[]; now: number }) {
  return (
    <ul className="flex flex-col gap-4">
      {counsellors.map((counsellor) => {
        const name = fullName(counsellor);
        const isBusy = busyId === counsellor._id;
        const headingId = `counsellor-${counsellor._id}`;
        return (
          <li
            key={counsellor._id}
            aria-labelledby={headingId}
            className={`rounded-2xl border bg-white p-5 shadow-sm ${counsellor.active ? 'border-slate-200' : 'border-dashed border-slate-300 opacity-90'}`}
          >
            <div className="flex flex-col gap-4 md:flex-row md:items-start md:justify-between">
              <div className="flex min-w-0 items-start gap-4">
                <CounsellorPortrait person={counsellor} />
                <div className="min-w-0">
                  <h2 id={headingId} data-user-content className="font-serif text-xl text-brand-900">
                    {name}
                  </h2>
                  <p data-user-content className="text-sm font-semibold text-accent-700">
                    {counsellor.title}
                  </p>
                  <p className="text-sm break-all text-slate-700">{counsellor.email}</p>
                  <p className="mt-1 text-sm text-slate-700">
                    {counsellor.specialities.map(specialityLabel).join(', ')} ·{' '}
                    {counsellor.languages.map(languageLabel).join(', ')}
                  </p>
                  <div className="mt-2 flex flex-wrap gap-2 text-xs font-semibold">
                    <span
                      className={`rounded-full px-3 py-1 ${counsellor.active ? 'bg-green-100 text-green-900' : 'bg-slate-200 text-slate-800'}`}
                    >
                      {counsellor.active ? m.staff_counsellors_active() : m.staff_counsellors_inactive()}
                    </span>
                    <span
                      className={`rounded-full px-3 py-1 ${counsellor.joined ? 'bg-brand-50 text-brand-900' : 'bg-amber-100 text-amber-900'}`}
                    >
                      {accountStatus(counsellor, now)}
                    </span>
                  </div>
                </div>
              </div>
              <div className="flex flex-wrap gap-2 md:max-w-xs md:justify-end">
                <Button
                  variant="secondary"
                  onClick={() => onEdit(counsellor)}
                  aria-label={m.staff_edit_named({ name })}
                  data-user-content
                >
                  {m.staff_edit()}
                </Button>
                <Link
                  to={`/admin/counsellors/${encodeURIComponent(counsellor._id)}/hours`}
                  className={buttonClasses('secondary')}
                  aria-label={m.staff_counsellor_hours_of({ name })}
                  data-user-content
                >
                  {m.staff_counsellors_hours()}
                </Link>
                {counsellor.joined ? null : (
                  <Button
                    variant="ghost"
                    onClick={() => onAction(counsellor, 'invite')}
                    disabled={busyId !== null}
                    aria-busy={isBusy}
                    aria-label={m.staff_counsellors_resend_label({ name })}
                    data-user-content
                  >
                    {m.staff_counsellors_resend()}
                  </Button>
                )}
                {counsellor.active ? (
                  <Button
                    variant="ghost"
                    onClick={() => onAction(counsellor, 'deactivate')}
                    disabled={busyId !== null}
                    aria-label={m.staff_counsellors_deactivate_label({ name })}
                    data-user-content
                  >
                    {m.staff_counsellors_deactivate()}
                  </Button>
                ) : (
                  <Button
                    variant="ghost"
                    onClick={() => onAction(counsellor, 'activate')}
                    disabled={busyId !== null}
                    aria-busy={isBusy}
                    aria-label={m.staff_counsellors_activate_label({ name })}
                    data-user-content
                  >
                    {m.staff_counsellors_activate()}
                  </Button>
                )}
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
