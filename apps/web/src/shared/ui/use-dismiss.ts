import { type RefObject, useEffect } from 'react';

/** While `open`, a pointer or focus outside `box`, or Escape, calls `close` (Escape says so, to return focus). */
export function useDismiss(box: RefObject<HTMLElement | null>, open: boolean, close: (byEscape: boolean) => void): void {
  useEffect(() => {
    if (!open) return;
    const outside = (e: Event) => {
      if (!box.current?.contains(e.target as Node)) close(false);
    };
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close(true);
    };
    document.addEventListener('pointerdown', outside);
    document.addEventListener('focusin', outside);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', outside);
      document.removeEventListener('focusin', outside);
      document.removeEventListener('keydown', onKey);
    };
  }, [box, open, close]);
}
