import { WEBINAR_PLATFORM_LABELS, type WebinarPlatform } from '@sukoon/contract/content-rules';

const MARKS: Record<WebinarPlatform, string> = {
  meet: '/images/platform-meet.svg',
  zoom: '/images/platform-zoom.svg',
};

const BANDS: Record<WebinarPlatform, string> = {
  meet: 'bg-green-50 text-green-900',
  zoom: 'bg-blue-50 text-blue-900',
};

/** The mark of the platform a webinar runs on; its name is the alternative text. */
export function PlatformMark({
  platform,
  className = '',
}: {
  platform: WebinarPlatform;
  className?: string;
}) {
  return (
    <img
      src={MARKS[platform]}
      alt={WEBINAR_PLATFORM_LABELS[platform]}
      // A product's name, the same in every language.
      lang="en"
      width={48}
      height={48}
      decoding="async"
      className={`shrink-0 ${className}`}
    />
  );
}

/**
 * A band in the platform's colour with its mark and its name. The name is text, not part of a
 * picture, so it wraps on a narrow screen instead of being cropped, and the mark stays small.
 */
export function PlatformBanner({
  platform,
  className = '',
}: {
  platform: WebinarPlatform;
  className?: string;
}) {
  return (
    <div className={`flex items-center gap-3 px-5 py-3 ${BANDS[platform]} ${className}`}>
      <PlatformMark platform={platform} className="size-9" />
      {/* The mark's alternative text already names it for screen readers. */}
      <span aria-hidden="true" lang="en" className="text-base font-semibold">
        {WEBINAR_PLATFORM_LABELS[platform]}
      </span>
    </div>
  );
}
