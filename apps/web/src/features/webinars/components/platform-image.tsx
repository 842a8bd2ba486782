import { WEBINAR_PLATFORM_LABELS, type WebinarPlatform } from '@sukoon/contract/content-rules';

const IMAGES: Record<WebinarPlatform, string> = {
  meet: '/images/platform-meet.svg',
  zoom: '/images/platform-zoom.svg',
};

/** The mark of the platform the webinar runs on; its name is the alternative text. */
export function PlatformImage({
  platform,
  className = '',
}: {
  platform: WebinarPlatform;
  className?: string;
}) {
  return (
    <img
      src={IMAGES[platform]}
      alt={WEBINAR_PLATFORM_LABELS[platform]}
      width={320}
      height={180}
      loading="lazy"
      decoding="async"
      className={`bg-slate-100 object-cover ${className}`}
    />
  );
}
