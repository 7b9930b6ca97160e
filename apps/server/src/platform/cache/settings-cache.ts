import type { AppContext } from '../context';

/**
 * What a hot public call reads on every request and staff seldom change (an AI scene's preset, a
 * model's chain, an app's budget; the configs that reach a product model), kept in this process for
 * a few seconds so the call costs no lookups (bench/ai, bench/config). An area clears its own
 * entries at once after any write of its settings (ai.routes.ts, config.routes.ts); another
 * instance sees the change within the TTL.
 */
export const SETTINGS_TTL_MS = 5_000;

type Entry = { at: number; value: Promise<unknown> };
const caches = new WeakMap<AppContext, Map<string, Map<string, Entry>>>();

/** `load` once per area, key and TTL (per app context); a failed load is not kept. */
export function cachedSetting<T>(ctx: AppContext, area: string, key: string, load: () => Promise<T>): Promise<T> {
  let areas = caches.get(ctx);
  if (!areas) {
    areas = new Map();
    caches.set(ctx, areas);
  }
  let map = areas.get(area);
  if (!map) {
    map = new Map();
    areas.set(area, map);
  }
  const now = performance.now();
  const hit = map.get(key);
  if (hit && now - hit.at < SETTINGS_TTL_MS) return hit.value as Promise<T>;
  const value = load();
  const entry = { at: now, value };
  const entries = map;
  entries.set(key, entry);
  value.catch(() => {
    if (entries.get(key) === entry) entries.delete(key);
  });
  return value;
}

/** Forgets an area's cached settings (one of them changed). */
export function clearSettings(ctx: AppContext, area: string) {
  caches.get(ctx)?.get(area)?.clear();
}
