import { useEffect, useRef, useState } from 'react';

/** How much of an element must be visible before it fades in (spec §9). */
const REVEAL_THRESHOLD = 0.7;

/** A ref and whether its element has once been at least 70% in view. */
export function useRevealOnView<T extends Element>() {
  const ref = useRef<T>(null);
  const [isRevealed, setRevealed] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (!element || isRevealed) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setRevealed(true);
          observer.disconnect();
        }
      },
      { threshold: REVEAL_THRESHOLD },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [isRevealed]);
  return { ref, isRevealed };
}
