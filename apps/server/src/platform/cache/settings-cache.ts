import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { type Broadcast, startBroadcast } from './broadcast';

/**
 * What a hot public call reads on every request and staff seldom change (an AI scene's preset, a
 * model's chain, an app's budget; the configs that reach a product model), kept in this process for
 * a few seconds so the call costs no lookups (bench/ai, bench/config). An area clears its own
 * entries at once after any write of its settings (ai.routes.ts, config.routes.ts), here and, through
 * the broadcast the app starts (startSettingsBroadcast), on every other instance sharing the database.
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

type Channel = { broadcast: Broadcast<{ area: string }> | null; heard: Array<() => void> };
const channels = new WeakMap<AppContext, Channel>();

function channelOf(ctx: AppContext): Channel {
  let c = channels.get(ctx);
  if (!c) {
    c = { broadcast: null, heard: [] };
    channels.set(ctx, c);
  }
  return c;
}

/** Forgets an area's cached settings (one of them changed) here and on the other instances: the next call loads them anew. */
export function clearSettings(ctx: AppContext, area: string) {
  caches.get(ctx)?.get(area)?.clear();
  void channels.get(ctx)?.broadcast?.publish({ area });
}

/** The other instances' clears reach this one (started with the app; returns the stop function). */
export async function startSettingsBroadcast(ctx: AppContext): Promise<() => Promise<void>> {
  const channel = channelOf(ctx);
  channel.broadcast = await startBroadcast<{ area: string }>(ctx, 'settings', (m) => {
    if (m) caches.get(ctx)?.get(m.area)?.clear();
    else caches.get(ctx)?.clear();
    const heard = channel.heard;
    channel.heard = [];
    for (const h of heard) h();
  });
  return async () => {
    await channel.broadcast?.stop();
    channel.broadcast = null;
  };
}

/** Resolves when the next clear from another instance has been applied here (tests). */
export const nextSettingsClearHeard = (ctx: AppContext) => new Promise<void>((resolve) => channelOf(ctx).heard.push(resolve));

/**
 * Clears an area's settings after every write under its paths: a non-GET request that succeeded and
 * is not a read (a list or detail asked by POST needs the area's view permission, an export its
 * export permission: neither changes a setting, and each would empty every instance's cache).
 */
export function clearSettingsOnWrites(app: FastifyInstance, ctx: AppContext, area: string, pathPrefix: string) {
  app.addHook('onResponse', async (req, reply) => {
    if (req.method === 'GET' || reply.statusCode >= 400 || !req.url.startsWith(pathPrefix)) return;
    if (/_(view|export)$/.test(String(req.routeOptions.config?.permission ?? ''))) return;
    clearSettings(ctx, area);
  });
}
