import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Clock } from '../clock';
import type { Db } from '../db/client';
import { kvEntries } from './kv.tables';

/**
 * Short-lived values: captchas, codes, sign-in tickets, rate-limit counters.
 * Redis when REDIS_URL is set, the database otherwise. Expiry is judged by the app clock
 * so tests can move time; Redis TTLs only collect garbage.
 */
export interface Kv {
  set(key: string, value: string, ttlMs: number): Promise<void>;
  get(key: string): Promise<string | null>;
  /** read and delete in one step: a value can be taken once */
  take(key: string): Promise<string | null>;
  del(key: string): Promise<void>;
  /** add 1 and return the new count; the window starts with the first increment */
  incr(key: string, ttlMs: number): Promise<number>;
  /** milliseconds until the key expires, or 0 when it does not exist */
  ttl(key: string): Promise<number>;
}

export class DbKv implements Kv {
  constructor(
    private db: Db,
    private clock: Clock,
  ) {}
  private now() {
    return new Date(this.clock.now());
  }
  async set(key: string, value: string, ttlMs: number) {
    const expiresAt = new Date(this.clock.now() + ttlMs);
    await this.db.insert(kvEntries).values({ key, value, expiresAt }).onConflictDoUpdate({ target: kvEntries.key, set: { value, expiresAt } });
  }
  async get(key: string) {
    const [row] = await this.db
      .select()
      .from(kvEntries)
      .where(and(eq(kvEntries.key, key), gt(kvEntries.expiresAt, this.now())));
    return row?.value ?? null;
  }
  async take(key: string) {
    const [row] = await this.db.delete(kvEntries).where(eq(kvEntries.key, key)).returning();
    return row && row.expiresAt > this.now() ? row.value : null;
  }
  async del(key: string) {
    await this.db.delete(kvEntries).where(eq(kvEntries.key, key));
  }
  async incr(key: string, ttlMs: number) {
    const now = this.now();
    const expiresAt = new Date(this.clock.now() + ttlMs);
    const [row] = await this.db
      .insert(kvEntries)
      .values({ key, value: '1', expiresAt })
      .onConflictDoUpdate({
        target: kvEntries.key,
        set: {
          value: sql`case when ${kvEntries.expiresAt} <= ${now.toISOString()}::timestamptz then '1' else (${kvEntries.value}::int + 1)::text end`,
          expiresAt: sql`case when ${kvEntries.expiresAt} <= ${now.toISOString()}::timestamptz then ${expiresAt.toISOString()}::timestamptz else ${kvEntries.expiresAt} end`,
        },
      })
      .returning();
    return Number(row!.value);
  }
  async ttl(key: string) {
    const [row] = await this.db.select().from(kvEntries).where(eq(kvEntries.key, key));
    if (!row) return 0;
    return Math.max(0, row.expiresAt.getTime() - this.clock.now());
  }
  /** removes expired rows; run from a scheduled job */
  async sweep() {
    await this.db.delete(kvEntries).where(lt(kvEntries.expiresAt, this.now()));
  }
}

type Stored = { v: string; exp: number };

export class RedisKv implements Kv {
  constructor(
    private redis: Redis,
    private clock: Clock,
    private prefix = 'diagops:',
  ) {}
  private k(key: string) {
    return this.prefix + key;
  }
  private live(raw: string | null): Stored | null {
    if (!raw) return null;
    const s = JSON.parse(raw) as Stored;
    return s.exp > this.clock.now() ? s : null;
  }
  async set(key: string, value: string, ttlMs: number) {
    const s: Stored = { v: value, exp: this.clock.now() + ttlMs };
    await this.redis.set(this.k(key), JSON.stringify(s), 'PX', Math.max(1, ttlMs) + 60_000);
  }
  async get(key: string) {
    return this.live(await this.redis.get(this.k(key)))?.v ?? null;
  }
  async take(key: string) {
    return this.live(await this.redis.getdel(this.k(key)))?.v ?? null;
  }
  async del(key: string) {
    await this.redis.del(this.k(key));
  }
  async incr(key: string, ttlMs: number) {
    // The window is kept inside the value so that the app clock decides expiry.
    const script = `
      local raw = redis.call('GET', KEYS[1])
      local now = tonumber(ARGV[1])
      local v = 1
      local exp = now + tonumber(ARGV[2])
      if raw then
        local s = cjson.decode(raw)
        if s.exp > now then v = tonumber(s.v) + 1; exp = s.exp end
      end
      redis.call('SET', KEYS[1], cjson.encode({v = tostring(v), exp = exp}), 'PX', math.max(1, exp - now) + 60000)
      return v`;
    const n = await this.redis.eval(script, 1, this.k(key), String(this.clock.now()), String(ttlMs));
    return Number(n);
  }
  async ttl(key: string) {
    const s = this.live(await this.redis.get(this.k(key)));
    return s ? s.exp - this.clock.now() : 0;
  }
}
