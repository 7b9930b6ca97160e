import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppContext } from '../context';
import { afterCommit, type Db, type DbOrTx, rootDb } from '../db/client';
import type { AuthUser } from '../http/route-config';

/** Whose resolved callers to forget. */
export type CallerTarget = { sessionIds: string[] } | { userId: number } | { roleId: number } | { all: true };

type Entry = { caller: AuthUser; until: number; refreshAt: number };

const MAX_ENTRIES = 20_000;

/**
 * The resolved caller (session, user, roles, permissions) per access-token hash, kept
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
export class CallerCache {
  private readonly entries = new Map<string, Entry>();
  private readonly flights = new Map<string, Promise<AuthUser | null>>();
  /** bumped by every invalidation: a resolve that started before one is not kept */
  private generation = 0;
  private remoteWaiters: Array<() => void> = [];
  publish: ((target: CallerTarget) => Promise<void>) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number,
  ) {}

  get(tokenHash: string): AuthUser | null {
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

  set(tokenHash: string, caller: AuthUser, tokenExpiresAt: number, mark: number): void {
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
  flight(tokenHash: string, resolve: () => Promise<AuthUser | null>): Promise<AuthUser | null> {
    const running = this.flights.get(tokenHash);
    if (running) return running;
    const p = resolve().finally(() => {
      if (this.flights.get(tokenHash) === p) this.flights.delete(tokenHash);
    });
    this.flights.set(tokenHash, p);
    return p;
  }

  /** Forgets the matching callers on this instance. */
  forget(target: CallerTarget): void {
    this.generation++;
    this.flights.clear();
    if ('all' in target) {
      this.entries.clear();
      return;
    }
    const matches: (c: AuthUser) => boolean =
      'sessionIds' in target
        ? (c) => target.sessionIds.includes(c.sessionId)
        : 'userId' in target
          ? (c) => c.userId === target.userId
          : (c) => c.roleIds.includes(target.roleId);
    for (const [hash, e] of this.entries) if (matches(e.caller)) this.entries.delete(hash);
  }

  /** Forgets here and tells the other instances. */
  async forgetEverywhere(target: CallerTarget): Promise<void> {
    this.forget(target);
    await this.publish?.(target);
  }

  /** An invalidation from another instance arrived. */
  receivedRemote(target: CallerTarget): void {
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

const caches = new WeakMap<Db, CallerCache>();

export function callerCacheOf(db: DbOrTx): CallerCache | null {
  return caches.get(rootDb(db)) ?? null;
}

/**
 * THE invalidation: every write that ends a session, changes a password, disables, locks or
 * deletes a user, changes a user's roles, a role's permissions, deletes a role or disables
 * a menu/permission calls this (the repositories that write those rows do). Forgets at once
 * on this instance and again once the transaction has committed, then on every instance.
 */
export async function invalidateCallers(db: DbOrTx, target: CallerTarget): Promise<void> {
  const cache = callerCacheOf(db);
  if (!cache) return;
  cache.forget(target);
  await afterCommit(db, () => cache.forgetEverywhere(target));
}

/** Messages go to the instances sharing the same PostgreSQL database. */
function channelName(ctx: AppContext): string {
  const dbName = new URL(ctx.config.DATABASE_URL!).pathname.slice(1);
  return `diagops:${ctx.config.SVC}:callers:${dbName}`;
}

/**
 * Creates the instance's cache; with Redis and PostgreSQL (instances can share the data)
 * subscribes to the invalidations of the others. Returns the stop function.
 */
export async function startCallerCache(ctx: AppContext): Promise<() => Promise<void>> {
  const cache = new CallerCache(ctx.config.CALLER_CACHE_SECONDS * 1000, () => ctx.clock.now());
  caches.set(ctx.db, cache);
  if (!ctx.redis || !ctx.config.DATABASE_URL) return async () => {};
  const channel = channelName(ctx);
  const redis: Redis = ctx.redis;
  // this instance already forgot what it publishes: its own messages are skipped
  const instance = crypto.randomUUID();
  const sub = redis.duplicate();
  sub.on('message', (ch: string, message: string) => {
    if (ch !== channel) return;
    let parsed: { from?: string; target?: CallerTarget } = {};
    try {
      parsed = JSON.parse(message);
    } catch {}
    if (parsed.from === instance) return;
    cache.receivedRemote(parsed.target ?? { all: true });
  });
  await sub.subscribe(channel);
  cache.publish = async (target) => {
    try {
      await redis.publish(channel, JSON.stringify({ from: instance, target }));
    } catch (err) {
      // the other instances then keep the caller for at most CALLER_CACHE_SECONDS
      console.warn(`caller invalidation not published: ${(err as Error).message}`);
    }
  };
  return async () => {
    cache.publish = null;
    await sub.quit().catch(() => {});
  };
}
