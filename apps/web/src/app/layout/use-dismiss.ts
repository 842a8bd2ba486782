import { useEffect, type RefObject } from 'react';

/**
 * While `isOpen`, Escape or a press outside `containerRef` calls `onDismiss`; Escape also returns
 * focus to `returnFocusRef` so keyboard users are not left stranded.
 */
export function useDismiss(
  isOpen: boolean,
  onDismiss: () => void,
  containerRef: RefObject<HTMLElement | null>,
  returnFocusRef?: RefObject<HTMLElement | null>,
): void {
  useEffect(() => {
    if (!isOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      onDismiss();
      returnFocusRef?.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !containerRef.current?.contains(event.target)) onDismiss();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [isOpen, onDismiss, containerRef, returnFocusRef]);
}
