import { type RefObject, useCallback, useEffect, useId, useRef, useState } from 'react';

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

/**
 * A pop-up under a button: whether it is open, its id, and the refs of the box around both and
 * of the button; it closes on a pointer or focus outside the box, or on Escape (which gives the
 * focus back to the button).
 */
export function usePopup() {
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const close = useCallback((byEscape: boolean) => {
    setOpen(false);
    if (byEscape) trigger.current?.focus();
  }, []);
  useDismiss(box, open, close);
  return { open, setOpen, box, trigger, id };
}
