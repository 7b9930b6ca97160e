import { type ReactNode, useEffect, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';

/**
 * Where things queued outside React (confirmations, toasts) show: in a host the app's providers
 * mount, inside their theme and language; a call made while none is mounted (unit tests) gets a
 * spare host made on the body, which stands aside once an app host is mounted.
 */
export function hostSlot(spareHost: () => ReactNode) {
  let appHosts = 0;
  const watchers = new Set<() => void>();
  const watch = (w: () => void) => {
    watchers.add(w);
    return () => watchers.delete(w);
  };
  const count = (by: number) => {
    appHosts += by;
    for (const w of watchers) w();
  };
  let spare: { el: HTMLElement; root: ReturnType<typeof createRoot> } | null = null;
  return {
    /** Call before showing something: makes the spare host when no host is there. */
    ensure() {
      if (appHosts > 0 || spare?.el.isConnected) return;
      spare?.root.unmount();
      const el = document.createElement('div');
      document.body.appendChild(el);
      spare = { el, root: createRoot(el) };
      spare.root.render(spareHost());
    },
    /** In a host: an app host counts itself in; true when this is the spare and an app host is mounted. */
    useStandAside(isSpare: boolean): boolean {
      // biome-ignore lint/correctness/useExhaustiveDependencies: count belongs to the slot, made once, not to a render
      useEffect(() => {
        if (isSpare) return;
        count(1);
        return () => count(-1);
      }, [isSpare]);
      const mounted = useSyncExternalStore(watch, () => appHosts);
      return isSpare && mounted > 0;
    },
  };
}
