import { startBroadcast } from '../cache/broadcast';
import type { AppContext } from '../context';
import { afterCommit, type Db, type DbOrTx, rootDb } from '../db/client';
import type { AuthUser } from '../http/route-config';

/** Whose resolved callers to forget. */
export type CallerTarget = { sessionIds: string[] } | { userId: number } | { roleId: number } | { all: true };

type Entry<C> = { caller: C; until: number; refreshAt: number };

/** What a load of one token's caller gives: the caller and the token's expiry, or null (the token does not resolve). */
export type Loaded<C> = { caller: C; expiresAt: number } | null;

const MAX_ENTRIES = 20_000;

/**
 * The resolved caller per access-token hash (staff: session, user, roles, permissions; the customers
 * area keeps its own instance for customer tokens), kept
 * CALLER_CACHE_SECONDS and never past the token's expiry. Every write that changes what a
 * token may do calls invalidateCallers, which forgets the matching callers here and, through
 * Redis pub/sub, on every instance sharing the database.
 *
 * A busy token never misses: in the last quarter of its time an entry is resolved again in the
 * background (refreshDue), and concurrent resolves of one token share one query (flight).
 * Without that, each expiry sent every request in flight for the token to the database with
 * the caller query, behind the pool's queue: a latency spike every CALLER_CACHE_SECONDS under
 * load (bench/list's API p99, decision 0011).
 */
export class CallerCache<C extends { sessionId: string } = AuthUser, T extends object = CallerTarget> {
  private readonly entries = new Map<string, Entry<C>>();
  private readonly flights = new Map<string, Promise<C | null>>();
  /** bumped by every invalidation: a resolve that started before one is not kept */
  private generation = 0;
  private remoteWaiters: Array<() => void> = [];
  publish: ((target: T) => Promise<void>) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
    /** whether a cached caller is one a target names (`{ all: true }` is handled here) */
    private readonly matches: (caller: C, target: T) => boolean,
  ) {}

  /**
   * The caller behind a token hash: from the cache (loaded again in the background in the last
   * quarter of its time), else loaded, one load per token at a time, and kept.
   */
  resolve(tokenHash: string, load: () => Promise<Loaded<C>>): Promise<C | null> {
    const fresh = () =>
      this.flight(tokenHash, async () => {
        const mark = this.mark();
        const loaded = await load();
        if (!loaded) {
          this.delete(tokenHash);
          return null;
        }
        this.set(tokenHash, loaded.caller, loaded.expiresAt, mark);
        return loaded.caller;
      });
    const hit = this.get(tokenHash);
    if (!hit) return fresh();
    if (this.refreshDue(tokenHash)) void fresh().catch(() => {});
    return Promise.resolve(hit);
  }

  get(tokenHash: string): C | null {
    const e = this.entries.get(tokenHash);
    if (!e) return null;
    if (e.until <= this.now()) {
      this.entries.delete(tokenHash);
      return null;
    }
    return e.caller;
  }

  /** Taken before resolving a token; pass it to set. */
  mark(): number {
    return this.generation;
  }

  set(tokenHash: string, caller: C, tokenExpiresAt: number, mark: number): void {
    if (this.ttlMs === 0 || mark !== this.generation) return;
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    const until = this.now() + this.ttlMs;
    // an entry the token's expiry cuts short is not refreshed: the token ends with it
    const refreshAt = until <= tokenExpiresAt ? until - this.ttlMs / 4 : Number.POSITIVE_INFINITY;
    this.entries.set(tokenHash, { caller, until: Math.min(until, tokenExpiresAt), refreshAt });
  }

  /** A cached caller in the last quarter of its time, not being resolved already: resolve it again in the background. */
  refreshDue(tokenHash: string): boolean {
    const e = this.entries.get(tokenHash);
    return !!e && e.refreshAt <= this.now() && !this.flights.has(tokenHash);
  }

  /** A resolve of this token is running (tests wait for a background refresh to land). */
  resolving(tokenHash: string): boolean {
    return this.flights.has(tokenHash);
  }

  /** Drops one token's caller (its token no longer resolves). */
  delete(tokenHash: string): void {
    this.entries.delete(tokenHash);
  }

  /**
   * One resolve per token at a time: a caller that asks while one runs shares its result. An
   * invalidation clears the flights, so nobody who asks after it joins a resolve that began before it.
   */
  flight(tokenHash: string, resolve: () => Promise<C | null>): Promise<C | null> {
    const running = this.flights.get(tokenHash);
    if (running) return running;
    const p = resolve().finally(() => {
      if (this.flights.get(tokenHash) === p) this.flights.delete(tokenHash);
    });
    this.flights.set(tokenHash, p);
    return p;
  }

  /** Forgets the matching callers on this instance. */
  forget(target: T): void {
    this.generation++;
    this.flights.clear();
    if ('all' in target) {
      this.entries.clear();
      return;
    }
    for (const [hash, e] of this.entries) if (this.matches(e.caller, target)) this.entries.delete(hash);
  }

  /** Forgets here and tells the other instances. */
  async forgetEverywhere(target: T): Promise<void> {
    this.forget(target);
    await this.publish?.(target);
  }

  /** An invalidation from another instance arrived. */
  receivedRemote(target: T): void {
    this.forget(target);
    const waiters = this.remoteWaiters;
    this.remoteWaiters = [];
    for (const w of waiters) w();
  }

  /** Resolves when the next invalidation from another instance has been applied (tests). */
  nextRemoteInvalidation(): Promise<void> {
    return new Promise((resolve) => this.remoteWaiters.push(resolve));
  }

  get size(): number {
    return this.entries.size;
  }
}

/** A staff caller a target names. */
function staffMatches(c: AuthUser, target: CallerTarget): boolean {
  if ('sessionIds' in target) return target.sessionIds.includes(c.sessionId);
  if ('userId' in target) return c.userId === target.userId;
  return 'roleId' in target && c.roleIds.includes(target.roleId);
}

/**
 * One kind of cached caller (staff here; customers in their area): an instance per app context,
 * started with the app, and its invalidation, here and on every instance sharing the database.
 */
export function callerCacheKind<C extends { sessionId: string }, T extends object>(kind: string, matches: (caller: C, target: T) => boolean) {
  const caches = new WeakMap<Db, CallerCache<C, T>>();
  const cacheOf = (db: DbOrTx): CallerCache<C, T> | null => caches.get(rootDb(db)) ?? null;
  return {
    cacheOf,
    /** Forgets at once on this instance and again once the transaction has committed, then on every instance. */
    async invalidate(db: DbOrTx, target: T): Promise<void> {
      const cache = cacheOf(db);
      if (!cache) return;
      cache.forget(target);
      await afterCommit(db, () => cache.forgetEverywhere(target));
    },
    /**
     * Creates the instance's cache; with Redis and PostgreSQL (instances can share the data)
     * subscribes to the invalidations of the others. Returns the stop function.
     */
    async start(ctx: AppContext): Promise<() => Promise<void>> {
      const cache = new CallerCache<C, T>(ctx.config.CALLER_CACHE_SECONDS * 1000, () => ctx.clock.now(), matches);
      caches.set(ctx.db, cache);
      return subscribeInvalidations(ctx, kind, cache);
    },
  };
}

const staffCallers = callerCacheKind<AuthUser, CallerTarget>('callers', staffMatches);

export const callerCacheOf = staffCallers.cacheOf;

/**
 * THE invalidation: every write that ends a session, changes a password, disables, locks or
 * deletes a user, changes a user's roles, a role's permissions, deletes a role or disables
 * a menu/permission calls this (the repositories that write those rows do). Forgets at once
 * on this instance and again once the transaction has committed, then on every instance.
 */
export const invalidateCallers = staffCallers.invalidate;

/** The staff caller cache of an app context (started when the app is ready). */
export const startCallerCache = staffCallers.start;

/** Invalidations from the other instances forget here too; this instance's go to them. */
async function subscribeInvalidations<C extends { sessionId: string }, T extends object>(
  ctx: AppContext,
  kind: string,
  cache: CallerCache<C, T>,
): Promise<() => Promise<void>> {
  const channel = await startBroadcast<T>(ctx, kind, (target) => cache.receivedRemote(target ?? ({ all: true } as T)));
  cache.publish = (target) => channel.publish(target);
  return async () => {
    cache.publish = null;
    await channel.stop();
  };
}
