import { useEffect, useState } from 'react';
import { Signal, UserRound } from 'lucide-react';
import type { SessionRoomResponse } from '@sukoon/contract/session-room';
import { CrisisLine } from '../../../components/crisis-line.tsx';
import { formatTime } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';
import { useCall, type CallState } from '../hooks/use-call.ts';
import type { CallQuality } from '../lib/call-quality.ts';
import type { SignalEnd } from '../lib/signal-socket.ts';
import { CallControls } from './call-controls.tsx';
import { ChatPanel } from './chat-panel.tsx';
import { VideoTile } from './video-tile.tsx';

const QUALITY_TEXT: Record<CallQuality, () => string> = {
  good: () => m.room_quality_good(),
  fair: () => m.room_quality_fair(),
  poor: () => m.room_quality_poor(),
};

/** One calm sentence for where the call is, read out when it changes. */
function statusText(state: CallState, room: SessionRoomResponse, now: Date): string {
  const name = room.peer.firstName;
  if (state.phase === 'connected') return m.room_status_connected({ name });
  if (state.phase === 'reconnecting') return m.room_status_reconnecting();
  if (state.phase === 'connecting') return m.room_status_connecting({ name });
  if (!state.isSignalConnected) return m.room_status_joining();
  if (state.hasPeerLeft) return m.room_status_peer_left({ name });
  return now < new Date(room.startsAt)
    ? m.room_status_waiting({ name, time: formatTime(room.startsAt) })
    : m.room_status_waiting_late({ name });
}

/** The call: the other person large, oneself small, the buttons, chat when wanted, the crisis line. */
export function CallView({
  appointmentId,
  room,
  local,
  audioOnly,
  onAudioOnly,
  onLeave,
  onEnd,
}: {
  appointmentId: string;
  room: SessionRoomResponse;
  local: MediaStream | null;
  audioOnly: boolean;
  onAudioOnly: (audioOnly: boolean) => void;
  onLeave: () => void;
  onEnd: (end: SignalEnd) => void;
}) {
  const { state, sendChat } = useCall(appointmentId, room, local, audioOnly);
  useEffect(() => {
    if (state.end) onEnd(state.end);
  }, [state.end, onEnd]);
  const [isMuted, setMuted] = useState(false);
  const [isCameraOff, setCameraOff] = useState(false);
  // Unchosen, the chat shows once a message arrives: it may be the only way the other person can reach us.
  const [chatChoice, setChatChoice] = useState<boolean | null>(null);
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000);
    return () => window.clearInterval(timer);
  }, []);

  // Muting and the camera switch only stop the tracks' content; the call stays as it is.
  useEffect(() => {
    local?.getAudioTracks().forEach((track) => (track.enabled = !isMuted));
  }, [local, isMuted]);
  useEffect(() => {
    local?.getVideoTracks().forEach((track) => (track.enabled = !isCameraOff));
  }, [local, isCameraOff]);
  const isChatShown = chatChoice ?? state.chat.some((line) => line.from === 'peer');

  const name = room.peer.firstName;
  const hasRemoteVideo =
    state.phase !== 'waiting' &&
    !audioOnly &&
    !state.isPeerAudioOnly &&
    (state.remoteStream?.getVideoTracks().some((track) => track.readyState === 'live') ?? false);
  const hasLocalVideo = !audioOnly && (local?.getVideoTracks().length ?? 0) > 0;

  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p role="status" className="font-medium text-brand-900">
          {statusText(state, room, now)}
        </p>
        {state.phase === 'connected' && state.quality ? (
          <p className="inline-flex items-center gap-1 text-sm text-slate-700">
            <Signal aria-hidden="true" className="size-4" />
            {QUALITY_TEXT[state.quality]()}
          </p>
        ) : null}
      </div>
      {state.phase === 'connected' && state.quality === 'poor' && !audioOnly ? (
        <p className="rounded-lg bg-sand-100 px-3 py-2 text-sm text-slate-800">
          {m.room_quality_poor_hint()}
        </p>
      ) : null}
      <div className="relative aspect-[3/4] overflow-hidden rounded-2xl bg-brand-900 sm:aspect-video">
        <VideoTile
          stream={state.remoteStream}
          version={state.remoteVersion}
          label={m.room_peer_video({ name })}
          className={`size-full ${hasRemoteVideo ? '' : 'invisible'}`}
        />
        {hasRemoteVideo ? null : (
          <div className="absolute inset-0 flex flex-col items-center justify-center gap-3 p-6 text-center text-brand-50">
            <span className="flex size-20 items-center justify-center rounded-full bg-brand-700">
              <UserRound aria-hidden="true" className="size-10" />
            </span>
            <span className="text-lg font-semibold" data-user-content>
              {name}
            </span>
            {state.phase === 'connected' ? <span className="text-sm">{m.room_peer_voice_only()}</span> : null}
          </div>
        )}
        {hasLocalVideo ? (
          <VideoTile
            stream={local}
            muted
            mirrored
            label={m.room_own_video()}
            className={`absolute right-3 bottom-3 aspect-[3/4] w-24 rounded-xl ring-2 ring-white sm:w-40 sm:aspect-video ${isCameraOff ? 'opacity-40' : ''}`}
          />
        ) : null}
      </div>
      <CallControls
        isMuted={isMuted}
        isCameraOff={isCameraOff}
        isAudioOnly={audioOnly}
        isChatShown={isChatShown}
        hasCamera={(local?.getVideoTracks().length ?? 0) > 0 || audioOnly}
        onMute={() => setMuted(!isMuted)}
        onCamera={() => setCameraOff(!isCameraOff)}
        onAudioOnly={() => onAudioOnly(!audioOnly)}
        onChat={() => setChatChoice(!isChatShown)}
        onLeave={onLeave}
      />
      {isChatShown ? (
        <ChatPanel lines={state.chat} peerName={name} isOpen={state.isChatOpen} onSend={sendChat} />
      ) : null}
      <div className="rounded-2xl bg-sand-100 p-4 text-sm">
        <CrisisLine
          className="text-slate-800"
          numberClassName="font-semibold whitespace-nowrap text-brand-800 underline"
        />
      </div>
    </div>
  );
}
