import type { AppContext } from '../context';

/**
 * What a hot public call reads on every request and staff seldom change (an AI scene's preset, a
 * model's chain, an app's budget; the configs that reach a product model), kept in this process for
 * a few seconds so the call costs no lookups (bench/ai, bench/config). An area clears its own
 * entries at once after any write of its settings (ai.routes.ts, config.routes.ts); another
 * instance sees the change within the TTL (and the time one reload takes).
 */
export const SETTINGS_TTL_MS = 5_000;

type Entry = { at: number; value: Promise<unknown>; settled: boolean; refreshing?: Promise<unknown> };
const caches = new WeakMap<AppContext, Map<string, Map<string, Entry>>>();

function areaMap(ctx: AppContext, area: string): Map<string, Entry> {
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
  return map;
}

/** Keeps `value` under `key` once it loads; a failed load is not kept. */
function keep(map: Map<string, Entry>, key: string, value: Promise<unknown>): Entry {
  const entry: Entry = { at: performance.now(), value, settled: false };
  value.then(
    () => {
      entry.settled = true;
    },
    () => {
      if (map.get(key) === entry) map.delete(key);
    },
  );
  return entry;
}

/**
 * `load` once per area, key and TTL (per app context). Past its TTL a value is still answered while
 * its successor loads (once), so a hot call does not wait for the reload every few seconds; a
 * failed reload keeps the old value for the next call to try again.
 */
export function cachedSetting<T>(ctx: AppContext, area: string, key: string, load: () => Promise<T>): Promise<T> {
  const map = areaMap(ctx, area);
  const hit = map.get(key);
  if (hit && performance.now() - hit.at < SETTINGS_TTL_MS) return hit.value as Promise<T>;
  if (hit?.settled) {
    if (!hit.refreshing) {
      const next = load();
      hit.refreshing = next;
      next.then(
        () => {
          if (map.get(key) === hit) map.set(key, { at: performance.now(), value: next, settled: true });
        },
        () => {
          hit.refreshing = undefined;
        },
      );
    }
    return hit.value as Promise<T>;
  }
  if (hit) return hit.value as Promise<T>;
  const entry = keep(map, key, load());
  map.set(key, entry);
  return entry.value as Promise<T>;
}

/** Forgets an area's cached settings (one of them changed): the next call loads them anew. */
export function clearSettings(ctx: AppContext, area: string) {
  caches.get(ctx)?.get(area)?.clear();
}
