import type { AppContext } from '../../platform/context';

/**
 * What every question reads and staff seldom change (the scene's preset, a model's chain, an app's
 * budget), kept in this process for a few seconds: a question's answer then costs no lookups
 * (bench/ai). A change made here clears it at once (ai.routes.ts, after any AI settings write);
 * another instance sees it within the TTL.
 */
export const SETTINGS_TTL_MS = 5_000;

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<AppContext, Map<string, Entry>>();

/** `load` once per key and TTL (per app context); a failed load is not kept. */
export function cachedSetting<T>(ctx: AppContext, key: string, load: () => Promise<T>): Promise<T> {
  let map = caches.get(ctx);
  if (!map) {
    map = new Map();
    caches.set(ctx, map);
  }
  const now = performance.now();
  const hit = map.get(key);
  if (hit && now - hit.at < SETTINGS_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: now, value };
  map.set(key, entry);
  value.catch(() => {
    if (map.get(key) === entry) map.delete(key);
  });
  return value;
}

/** Forgets every cached setting of an app context (a model, preset or budget changed). */
export function clearSettings(ctx: AppContext) {
  caches.get(ctx)?.clear();
}
