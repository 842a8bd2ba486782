import { useAudioLevel } from '../hooks/use-audio-level.ts';
import { m } from '../../../paraglide/messages.js';

/** Ten bars that fill as the microphone hears something: "can they hear me?" answered before joining. */
export function LevelMeter({ stream }: { stream: MediaStream | null }) {
  const level = useAudioLevel(stream);
  const percent = Math.round(level * 100);
  const lit = Math.round(level * 10);
  return (
    <div>
      <p id="room-level-label" className="text-sm font-medium text-slate-800">
        {m.room_check_level()}
      </p>
      <div
        role="meter"
        aria-labelledby="room-level-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="mt-2 flex h-4 gap-1"
      >
        {Array.from({ length: 10 }, (_, index) => (
          <span
            key={index}
            className={`flex-1 rounded-sm ${index < lit ? 'bg-brand-600' : 'bg-slate-200'}`}
          />
        ))}
      </div>
      <p className="mt-1 text-xs text-slate-600">{m.room_check_level_hint()}</p>
    </div>
  );
}
