import { useCallback, useEffect, useRef, useState } from 'react';

export interface TimedMessage {
  kind: 'success' | 'error';
  text: string;
}

/** A message that clears itself after `durationMs` (a newer message restarts the clock). */
export function useTimedMessage(durationMs: number) {
  const [message, setMessage] = useState<TimedMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const show = useCallback(
    (next: TimedMessage) => {
      clearTimeout(timer.current);
      setMessage(next);
      timer.current = setTimeout(() => setMessage(null), durationMs);
    },
    [durationMs],
  );
  return [message, show] as const;
}
