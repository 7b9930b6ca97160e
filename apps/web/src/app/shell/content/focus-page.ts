/**
 * Moves the keyboard focus into the page at `path` once its pane is on screen, so the next Tab
 * reaches the page's own controls rather than walking the whole sidebar again. Gives up after
 * `frames` animation frames (the page may still be loading its code).
 */
export function focusPageWhenShown(path: string, frames = 120): void {
  const tryFocus = (left: number) => {
    const pane = document.querySelector<HTMLElement>(`[data-page-pane="${CSS.escape(path)}"]`);
    if (pane && pane.offsetParent !== null) {
      pane.focus({ preventScroll: true });
      return;
    }
    if (left > 0) requestAnimationFrame(() => tryFocus(left - 1));
  };
  requestAnimationFrame(() => tryFocus(frames));
}
