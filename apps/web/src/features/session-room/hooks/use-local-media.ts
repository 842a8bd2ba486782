import { useCallback, useEffect, useRef, useState } from 'react';

export interface MediaChoice {
  cameraId: string | null;
  microphoneId: string | null;
  audioOnly: boolean;
}

export type MediaProblem = 'no-camera' | 'no-microphone' | 'blocked' | null;

export interface LocalMedia {
  stream: MediaStream | null;
  cameras: MediaDeviceInfo[];
  microphones: MediaDeviceInfo[];
  problem: MediaProblem;
  isStarting: boolean;
}

const deviceConstraint = (id: string | null): MediaTrackConstraints | boolean =>
  id ? { deviceId: { exact: id } } : true;

/** Small video by default: a cheap phone on a weak network sends 640×360 at most. */
const videoConstraint = (id: string | null): MediaTrackConstraints => ({
  ...(id ? { deviceId: { exact: id } } : {}),
  width: { ideal: 640 },
  height: { ideal: 360 },
  frameRate: { ideal: 24, max: 30 },
});

/**
 * The camera and microphone the person chose. "Audio only" never opens the camera; a phone with no
 * camera, or a camera that is refused, falls back to the microphone alone, and a page with neither
 * still joins (the chat works).
 */
export function useLocalMedia(choice: MediaChoice): LocalMedia {
  const key = `${choice.audioOnly}|${choice.cameraId}|${choice.microphoneId}`;
  const [media, setMedia] = useState<Omit<LocalMedia, 'isStarting'> & { key: string | null }>({
    stream: null,
    cameras: [],
    microphones: [],
    problem: null,
    key: null,
  });
  const current = useRef<MediaStream | null>(null);

  const listDevices = useCallback(async () => {
    const devices = await navigator.mediaDevices.enumerateDevices().catch(() => []);
    return {
      cameras: devices.filter((device) => device.kind === 'videoinput' && device.deviceId),
      microphones: devices.filter((device) => device.kind === 'audioinput' && device.deviceId),
    };
  }, []);

  useEffect(() => {
    let isCurrent = true;
    const open = async () => {
      let stream: MediaStream | null = null;
      let problem: MediaProblem = null;
      const audio = deviceConstraint(choice.microphoneId);
      if (!navigator.mediaDevices?.getUserMedia) problem = 'blocked';
      else if (!choice.audioOnly) {
        stream = await navigator.mediaDevices
          .getUserMedia({ audio, video: videoConstraint(choice.cameraId) })
          .catch(() => null);
        if (!stream) problem = 'no-camera';
      }
      if (!stream && navigator.mediaDevices?.getUserMedia) {
        stream = await navigator.mediaDevices.getUserMedia({ audio }).catch(() => null);
        if (!stream) problem = choice.audioOnly ? 'no-microphone' : 'blocked';
      }
      const devices = await listDevices();
      if (!isCurrent) {
        stream?.getTracks().forEach((track) => track.stop());
        return;
      }
      current.current?.getTracks().forEach((track) => track.stop());
      current.current = stream;
      setMedia({ stream, ...devices, problem, key });
    };
    void open();
    return () => {
      isCurrent = false;
    };
  }, [choice.audioOnly, choice.cameraId, choice.microphoneId, key, listDevices]);

  // The tracks are the person's camera light: stop them when the page goes.
  useEffect(
    () => () => {
      current.current?.getTracks().forEach((track) => track.stop());
      current.current = null;
    },
    [],
  );

  return { ...media, isStarting: media.key !== key };
}
