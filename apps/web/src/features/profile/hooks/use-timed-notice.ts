import { useCallback, useEffect, useRef, useState } from 'react';

export interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/** A notice that clears itself after `durationMs` (spec §9: the profile message lasts 3 s). */
export function useTimedNotice(durationMs: number) {
  const [notice, setNotice] = useState<Notice | null>(null);
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const show = useCallback(
    (next: Notice) => {
      window.clearTimeout(timer.current);
      setNotice(next);
      timer.current = window.setTimeout(() => setNotice(null), durationMs);
    },
    [durationMs],
  );
  return [notice, show] as const;
}
