import { Mic, Video } from 'lucide-react';
import { Button } from '../../../components/button.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { StatusMessage } from '../../../components/status-message.tsx';
import { m } from '../../../paraglide/messages.js';
import type { LocalMedia, MediaChoice } from '../hooks/use-local-media.ts';
import { LevelMeter } from './level-meter.tsx';
import { VideoTile } from './video-tile.tsx';

function problemText(problem: LocalMedia['problem']): string | null {
  if (problem === 'no-camera') return m.room_check_no_camera();
  if (problem === 'no-microphone') return m.room_check_no_microphone();
  if (problem === 'blocked') return m.room_check_blocked();
  return null;
}

const deviceOptions = (devices: MediaDeviceInfo[], fallback: (n: number) => string) =>
  devices.map((device, index) => ({ value: device.deviceId, label: device.label || fallback(index + 1) }));

/**
 * Before joining: see oneself, watch the microphone's level, choose the camera and microphone, and
 * choose audio only for a weak network or a small data pack. Works with no camera at all.
 */
export function PreJoinCheck({
  media,
  choice,
  onChoice,
  onJoin,
}: {
  media: LocalMedia;
  choice: MediaChoice;
  onChoice: (choice: MediaChoice) => void;
  onJoin: () => void;
}) {
  const hasVideo = (media.stream?.getVideoTracks().length ?? 0) > 0;
  const problem = problemText(media.problem);
  return (
    <section aria-labelledby="room-check-heading" className="grid gap-6 md:grid-cols-2">
      <div>
        <h2 id="room-check-heading" className="font-serif text-2xl text-brand-900">
          {m.room_check_heading()}
        </h2>
        <p className="mt-2 text-slate-700">{m.room_check_intro()}</p>
        <div className="relative mt-4 aspect-video overflow-hidden rounded-2xl bg-brand-900">
          {hasVideo ? (
            <VideoTile
              stream={media.stream}
              muted
              mirrored
              label={m.room_check_preview()}
              className="size-full"
            />
          ) : (
            <p className="flex size-full items-center justify-center gap-2 p-4 text-center text-sm text-brand-50">
              <Mic aria-hidden="true" className="size-5" />
              {choice.audioOnly ? m.room_check_audio_only_preview() : m.room_check_no_video_preview()}
            </p>
          )}
        </div>
      </div>
      <div className="flex flex-col gap-4">
        <LevelMeter stream={media.stream} />
        {media.cameras.length > 0 && !choice.audioOnly ? (
          <SelectField
            label={m.room_check_camera()}
            options={deviceOptions(media.cameras, (n) => m.room_check_camera_n({ n }))}
            value={choice.cameraId ?? media.stream?.getVideoTracks()[0]?.getSettings().deviceId ?? ''}
            onChange={(event) => onChoice({ ...choice, cameraId: event.target.value })}
          />
        ) : null}
        {media.microphones.length > 0 ? (
          <SelectField
            label={m.room_check_microphone()}
            options={deviceOptions(media.microphones, (n) => m.room_check_microphone_n({ n }))}
            value={choice.microphoneId ?? media.stream?.getAudioTracks()[0]?.getSettings().deviceId ?? ''}
            onChange={(event) => onChoice({ ...choice, microphoneId: event.target.value })}
          />
        ) : null}
        <label className="flex items-start gap-3 rounded-xl border border-slate-200 bg-white p-4">
          <input
            type="checkbox"
            className="mt-1 size-5 shrink-0 accent-brand-700"
            checked={choice.audioOnly}
            onChange={(event) => onChoice({ ...choice, audioOnly: event.target.checked })}
            aria-describedby="room-audio-only-hint"
          />
          <span>
            <span className="block font-medium text-slate-900">{m.room_check_audio_only()}</span>
            <span id="room-audio-only-hint" className="block text-sm text-slate-600">
              {m.room_check_audio_only_hint()}
            </span>
          </span>
        </label>
        <StatusMessage kind="info">{problem}</StatusMessage>
        <Button onClick={onJoin} disabled={media.isStarting} className="self-start">
          <Video aria-hidden="true" className="size-4" />
          {m.room_join()}
        </Button>
      </div>
    </section>
  );
}
