import { getStore, setStore } from '../../../shared/storage/storage';

const KEY = 'scroll-positions';

/** Scroll positions per route (platform.md §2), kept for the browser session. */
function all(): Record<string, number> {
  return getStore<Record<string, number>>(KEY) ?? {};
}

export function rememberScroll(path: string, top: number): void {
  setStore(KEY, { ...all(), [path]: Math.round(top) }, 'session');
}

export function recallScroll(path: string): number {
  return all()[path] ?? 0;
}

export function forgetScroll(path: string): void {
  const { [path]: _gone, ...rest } = all();
  setStore(KEY, rest, 'session');
  window.dispatchEvent(new CustomEvent('diagops:scroll-reset', { detail: path }));
}
