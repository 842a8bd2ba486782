import type { ReactNode } from 'react';
import { MessageSquare, Mic, MicOff, PhoneOff, Video, VideoOff, Volume2 } from 'lucide-react';
import { m } from '../../../paraglide/messages.js';

const toggleClasses = (isOn: boolean) =>
  `flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 rounded-2xl px-1 py-1 text-center text-xs font-semibold sm:min-w-20 sm:px-3 ${
    isOn ? 'bg-brand-800 text-white' : 'bg-white text-brand-900 ring-1 ring-slate-300 hover:bg-brand-50'
  }`;

function Toggle({
  isPressed,
  label,
  icon,
  onClick,
  disabled,
}: {
  isPressed: boolean;
  label: string;
  icon: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      aria-pressed={isPressed}
      onClick={onClick}
      disabled={disabled}
      className={`${toggleClasses(isPressed)} disabled:opacity-50`}
    >
      {icon}
      {label}
    </button>
  );
}

/** The call's buttons, big enough for a thumb; each says whether it is on (aria-pressed). */
export function CallControls({
  isMuted,
  isCameraOff,
  isAudioOnly,
  isChatShown,
  hasCamera,
  onMute,
  onCamera,
  onAudioOnly,
  onChat,
  onLeave,
}: {
  isMuted: boolean;
  isCameraOff: boolean;
  isAudioOnly: boolean;
  isChatShown: boolean;
  hasCamera: boolean;
  onMute: () => void;
  onCamera: () => void;
  onAudioOnly: () => void;
  onChat: () => void;
  onLeave: () => void;
}) {
  const icon = 'size-5';
  return (
    <div
      role="toolbar"
      aria-label={m.room_controls()}
      className="grid grid-cols-5 gap-1.5 sm:flex sm:justify-center sm:gap-2"
    >
      <Toggle
        isPressed={isMuted}
        label={m.room_mute()}
        icon={
          isMuted ? (
            <MicOff aria-hidden="true" className={icon} />
          ) : (
            <Mic aria-hidden="true" className={icon} />
          )
        }
        onClick={onMute}
      />
      <Toggle
        isPressed={isCameraOff}
        label={m.room_camera_off()}
        icon={
          isCameraOff ? (
            <VideoOff aria-hidden="true" className={icon} />
          ) : (
            <Video aria-hidden="true" className={icon} />
          )
        }
        onClick={onCamera}
        disabled={isAudioOnly || !hasCamera}
      />
      <Toggle
        isPressed={isAudioOnly}
        label={m.room_audio_only()}
        icon={<Volume2 aria-hidden="true" className={icon} />}
        onClick={onAudioOnly}
      />
      <Toggle
        isPressed={isChatShown}
        label={m.room_chat()}
        icon={<MessageSquare aria-hidden="true" className={icon} />}
        onClick={onChat}
      />
      <button
        type="button"
        onClick={onLeave}
        className="flex min-h-14 min-w-0 flex-col items-center justify-center gap-1 rounded-2xl bg-red-700 px-2 py-1 text-xs font-semibold text-white hover:bg-red-800"
      >
        <PhoneOff aria-hidden="true" className={icon} />
        {m.room_leave()}
      </button>
    </div>
  );
}
