import { type RefObject, useEffect } from 'react';

/**
 * Applies `fix` to every element under `ref` matching `selector`, now and whenever antd
 * re-renders them: for accessibility attributes its components do not let us pass.
 * `fix` must change an element only when it is not fixed yet (each change is observed).
 */
export function useDomFix(ref: RefObject<HTMLElement | null>, selector: string, fix: (el: Element) => void): void {
  useEffect(() => {
    const root = ref.current;
    if (!root) return;
    const apply = () => {
      for (const el of root.querySelectorAll(selector)) fix(el);
    };
    apply();
    const observer = new MutationObserver(apply);
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['tabindex'] });
    return () => observer.disconnect();
  }, [ref, selector, fix]);
}

/** Sets an attribute only when it differs (setting the same value would be observed again). */
export function ensureAttribute(el: Element, name: string, value: string): void {
  if (el.getAttribute(name) !== value) el.setAttribute(name, value);
}
