import { useEffect, useRef } from 'react';

/** A <video> showing a live stream; `muted` for one's own, whose sound would echo. */
export function VideoTile({
  stream,
  version = 0,
  muted = false,
  mirrored = false,
  label,
  className = '',
}: {
  stream: MediaStream | null;
  /** Bumped when the stream gains a track: the element is pointed at it again. */
  version?: number;
  muted?: boolean;
  mirrored?: boolean;
  label: string;
  className?: string;
}) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    if (video.srcObject !== stream) video.srcObject = stream;
    if (stream) void video.play().catch(() => undefined);
  }, [stream, version]);
  return (
    <video
      ref={ref}
      aria-label={label}
      autoPlay
      playsInline
      muted={muted}
      className={`bg-brand-900 object-cover ${mirrored ? '-scale-x-100' : ''} ${className}`}
    />
  );
}
