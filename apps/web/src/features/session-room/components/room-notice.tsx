import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import type { SessionRoomResponse } from '@sukoon/contract/session-room';

/** Where the person's sessions are listed: the desk for a counsellor, the dashboard for a client. */
export const homePath = (role: SessionRoomResponse['role'] | undefined) =>
  role === 'counsellor' ? '/counsellor' : '/UserCourses?tab=appointments';

/** A calm full-width message with a way back (and sometimes a way on). */
export function RoomNotice({
  heading,
  children,
  role,
  action,
}: {
  heading: string;
  children?: ReactNode;
  role?: SessionRoomResponse['role'];
  action?: ReactNode;
}) {
  return (
    <section
      aria-labelledby="room-notice-heading"
      className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 sm:p-8"
    >
      <h2 id="room-notice-heading" className="font-serif text-2xl text-brand-900">
        {heading}
      </h2>
      {children ? <div className="mt-3 space-y-2 text-slate-700">{children}</div> : null}
      <div className="mt-6 flex flex-wrap gap-3">
        {action}
        <Link to={homePath(role)} className={buttonClasses('secondary')}>
          {role === 'counsellor' ? m.room_back_desk() : m.room_back_sessions()}
        </Link>
      </div>
    </section>
  );
}
