import { useEffect, useRef, useState } from 'react';

/** How much of an element must be visible before it fades in (spec §9). */
const REVEAL_THRESHOLD = 0.7;

/**
 * Everything above the window's bottom edge counts as reached, so an element fades in once 70% of it
 * has come up into view, and stays shown after a scroll too fast to ever show it 70% in one frame, or
 * when it is taller than the window.
 */
const REACHED_MARGIN = '1000000px 0px 0px 0px';

/** A ref and whether its element has once been at least 70% in view, or been scrolled past. */
export function useRevealOnView<T extends Element>() {
  const ref = useRef<T>(null);
  const [isRevealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || isRevealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.intersectionRatio >= REVEAL_THRESHOLD)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD, rootMargin: REACHED_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isRevealed]);
  return { ref, isRevealed };
}
