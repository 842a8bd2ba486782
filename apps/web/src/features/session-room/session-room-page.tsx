import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { ExternalLink } from 'lucide-react';
import { buttonClasses } from '../../components/button.tsx';
import { Loader } from '../../components/loader.tsx';
import { PageMeta } from '../../components/page-meta.tsx';
import { ApiError } from '../../lib/api-client.ts';
import { formatDate, formatTime } from '../../lib/dates.ts';
import { m } from '../../paraglide/messages.js';
import { useSessionRoom } from './api/get-session-room.ts';
import { JitsiRoom } from './components/jitsi-room.tsx';
import { RoomNotice, homePath } from './components/room-notice.tsx';
import { SukoonRoom } from './components/sukoon-room.tsx';

/** Longest a timer may wait in the browser (about 24.8 days); further openings wait for a reload. */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/**
 * `/session/{appointmentId}`: the session's own room for its client and counsellor. Before it opens
 * (10 minutes before the start) it says when; after it closes, that it has; in between, the call.
 */
export default function SessionRoomPage() {
  const { appointmentId = '' } = useParams();
  const room = useSessionRoom(appointmentId);
  const { data, refetch } = room;
  const navigate = useNavigate();

  // The page left open before the room opens turns into the room by itself.
  useEffect(() => {
    if (data?.state !== 'waiting') return;
    const wait = new Date(data.opensAt).getTime() - Date.now() + 1_000;
    const timer = window.setTimeout(() => void refetch(), Math.min(Math.max(wait, 1_000), LONGEST_TIMER_MS));
    return () => window.clearTimeout(timer);
  }, [data?.state, data?.opensAt, refetch]);

  let body;
  if (room.isPending) body = <Loader label={m.room_loading()} />;
  else if (room.error || !data)
    body = (
      <RoomNotice heading={m.room_not_found_heading()}>
        <p>
          {room.error instanceof ApiError && room.error.status === 404
            ? m.room_not_found_body()
            : m.room_load_failed()}
        </p>
      </RoomNotice>
    );
  else if (data.state === 'waiting')
    body = (
      <RoomNotice heading={m.room_not_open_heading()} role={data.role}>
        <p>
          {m.room_not_open_body({
            name: data.peer.firstName,
            day: formatDate(data.startsAt, { weekday: 'long' }),
            time: formatTime(data.startsAt),
            opens: formatTime(data.opensAt),
          })}
        </p>
        <p>{m.room_not_open_stay()}</p>
      </RoomNotice>
    );
  else if (data.state === 'ended')
    body = (
      <RoomNotice heading={m.room_ended_heading()} role={data.role}>
        <p>{m.room_ended_body()}</p>
      </RoomNotice>
    );
  else if (data.provider === 'jitsi' && data.jitsi)
    body = <JitsiRoom jitsi={data.jitsi} onLeave={() => void navigate(homePath(data.role))} />;
  else if (data.provider === 'link' && data.link)
    body = (
      <RoomNotice
        heading={m.room_link_heading()}
        role={data.role}
        action={
          <a href={data.link} target="_blank" rel="noreferrer" className={buttonClasses()}>
            <ExternalLink aria-hidden="true" className="size-4" />
            {m.room_link_open()}
            <span className="sr-only"> {m.room_new_tab()}</span>
          </a>
        }
      />
    );
  else body = <SukoonRoom appointmentId={appointmentId} room={data} />;

  return (
    <main id="main" tabIndex={-1} className="focus:outline-none">
      <PageMeta title={m.room_title()} />
      <div className="mx-auto max-w-5xl px-4 py-6 sm:px-6 sm:py-10">
        <h1 className="font-serif text-3xl text-brand-900">
          {data ? m.room_heading_with({ name: data.peer.firstName }) : m.room_title()}
        </h1>
        {data ? (
          <p className="mt-1 text-sm text-slate-700">
            {m.room_when({
              day: formatDate(data.startsAt, { weekday: 'long' }),
              time: formatTime(data.startsAt),
            })}
          </p>
        ) : null}
        <div className="mt-6">{body}</div>
      </div>
    </main>
  );
}
