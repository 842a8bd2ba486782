import { useState } from 'react';
import { DEFAULT_BLOG_IMAGE } from '../lib/blog-format.ts';

/** A blog picture that falls back to the calm default when missing or broken. */
export function BlogImage({
  src,
  width,
  height,
  className = '',
  eager = false,
}: {
  src: string;
  width: number;
  height: number;
  className?: string;
  /** The page's main picture, in view at once: fetched first, not when scrolled to. */
  eager?: boolean;
}) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const shown = failedSrc === src ? DEFAULT_BLOG_IMAGE : src;
  return (
    <img
      src={shown}
      alt=""
      width={width}
      height={height}
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : undefined}
      decoding="async"
      onError={() => shown !== DEFAULT_BLOG_IMAGE && setFailedSrc(src)}
      className={`bg-sand-100 object-cover ${className}`}
    />
  );
}
