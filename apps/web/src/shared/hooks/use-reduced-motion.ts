import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';
const media = () => (typeof window.matchMedia === 'function' ? window.matchMedia(QUERY) : null);

function subscribe(onChange: () => void): () => void {
  const m = media();
  m?.addEventListener?.('change', onChange);
  return () => m?.removeEventListener?.('change', onChange);
}

/** True while the system asks for reduced motion (an accessibility setting); follows changes. */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(subscribe, () => media()?.matches === true);
}
