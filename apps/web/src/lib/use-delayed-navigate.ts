import { useCallback, useEffect, useRef } from 'react';
import { useNavigate, type NavigateOptions } from 'react-router';

/** Navigates after a pause (spec §9 redirect delays); leaving the page first cancels it. */
export function useDelayedNavigate() {
  const navigate = useNavigate();
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  return useCallback(
    (to: string, delayMs: number, options?: NavigateOptions) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => void navigate(to, options), delayMs);
    },
    [navigate],
  );
}
