import { type UIEvent, useLayoutEffect, useRef, useState } from 'react';

/** An option's height in px (select.module.css: .option); the rows of a windowed list are all this high. */
export const ROW = 32;
/** Lists longer than this render only the rows in view. */
const WINDOW_FROM = 100;
/** Rows rendered beyond each edge of the view. */
const OVERSCAN = 8;

/**
 * The rows of an open list to render. A short list renders them all; a long one only those in its
 * view (`viewHeight`, the list's max height) and a few either side, between two spacers that keep
 * its scroll height. The active row (the keys') is scrolled into view before the page paints, so
 * aria-activedescendant always names a rendered option.
 */
export function useListWindow(count: number, viewHeight: number, active: number, open: boolean) {
  const ref = useRef<HTMLDivElement>(null);
  const [top, setTop] = useState(0);
  const windowed = count > WINDOW_FROM;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count (a search) may bring a new list element, whose scroll position is read again
  useLayoutEffect(() => {
    const el = ref.current;
    if (!open || !el) return;
    if (!windowed) {
      if (active >= 0) (el.children[active] as HTMLElement | undefined)?.scrollIntoView?.({ block: 'nearest' });
      return;
    }
    // jsdom has no layout: the list is then as high as it may be
    const view = el.clientHeight || viewHeight;
    const y = active * ROW;
    if (active >= 0 && y < el.scrollTop) el.scrollTop = y;
    else if (active >= 0 && y + ROW > el.scrollTop + view) el.scrollTop = y + ROW - view;
    setTop(el.scrollTop);
  }, [open, active, count, windowed, viewHeight]);

  const shownTop = Math.min(top, Math.max(0, count * ROW - viewHeight));
  const start = windowed ? Math.max(0, Math.floor(shownTop / ROW) - OVERSCAN) : 0;
  const end = windowed ? Math.min(count, Math.ceil((shownTop + viewHeight) / ROW) + OVERSCAN) : count;
  return {
    ref,
    windowed,
    start,
    end,
    onScroll: windowed ? (e: UIEvent<HTMLElement>) => setTop(e.currentTarget.scrollTop) : undefined,
  };
}
