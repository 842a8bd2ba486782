import { useState } from 'react';
import { Video } from 'lucide-react';
import type { SessionRoomResponse } from '@sukoon/contract/session-room';
import { Button } from '../../../components/button.tsx';
import { m } from '../../../paraglide/messages.js';
import { useLocalMedia, type MediaChoice } from '../hooks/use-local-media.ts';
import type { SignalEnd } from '../lib/signal-socket.ts';
import { CallView } from './call-view.tsx';
import { PreJoinCheck } from './pre-join-check.tsx';
import { RoomNotice } from './room-notice.tsx';

type Stage = 'check' | 'call' | 'left';

/** Why the server ended the room for this page, in the person's words. */
function EndNotice({
  end,
  room,
  onRejoin,
}: {
  end: SignalEnd;
  room: SessionRoomResponse;
  onRejoin: () => void;
}) {
  if (end === 'replaced')
    return (
      <RoomNotice
        heading={m.room_replaced_heading()}
        role={room.role}
        action={<Button onClick={onRejoin}>{m.room_rejoin()}</Button>}
      >
        <p>{m.room_replaced_body()}</p>
      </RoomNotice>
    );
  if (end === 'room-closed')
    return (
      <RoomNotice heading={m.room_ended_heading()} role={room.role}>
        <p>{m.room_ended_body()}</p>
      </RoomNotice>
    );
  return (
    <RoomNotice
      heading={m.room_unavailable_heading()}
      role={room.role}
      action={<Button onClick={onRejoin}>{m.room_rejoin()}</Button>}
    >
      <p>{m.room_unavailable_body()}</p>
    </RoomNotice>
  );
}

/**
 * The `sukoon` provider: the check before joining, then the browser-to-browser call; after
 * leaving, a way back in while the room is open.
 */
export function SukoonRoom({ appointmentId, room }: { appointmentId: string; room: SessionRoomResponse }) {
  const [stage, setStage] = useState<Stage>('check');
  const [choice, setChoice] = useState<MediaChoice>({ cameraId: null, microphoneId: null, audioOnly: false });
  const [end, setEnd] = useState<SignalEnd | null>(null);
  const [attempt, setAttempt] = useState(0);
  const media = useLocalMedia(choice);
  // The room answer as it was at joining: a refetch (new TURN credentials) must not restart the call.
  const [joinedRoom, setJoinedRoom] = useState(room);

  if (end)
    return (
      <EndNotice
        end={end}
        room={room}
        onRejoin={() => {
          setEnd(null);
          setJoinedRoom(room);
          setAttempt(attempt + 1);
          setStage('call');
        }}
      />
    );
  if (stage === 'left')
    return (
      <RoomNotice
        heading={m.room_left_heading()}
        role={room.role}
        action={
          <Button
            onClick={() => {
              setJoinedRoom(room);
              setStage('check');
            }}
          >
            <Video aria-hidden="true" className="size-4" />
            {m.room_rejoin()}
          </Button>
        }
      >
        <p>{m.room_left_body()}</p>
      </RoomNotice>
    );
  if (stage === 'check')
    return (
      <PreJoinCheck
        media={media}
        choice={choice}
        onChoice={setChoice}
        onJoin={() => {
          setJoinedRoom(room);
          setStage('call');
        }}
      />
    );
  return (
    <CallView
      key={attempt}
      appointmentId={appointmentId}
      room={joinedRoom}
      local={media.stream}
      audioOnly={choice.audioOnly}
      onAudioOnly={(audioOnly) => setChoice({ ...choice, audioOnly })}
      onLeave={() => setStage('left')}
      onEnd={setEnd}
    />
  );
}
