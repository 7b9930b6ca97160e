import crypto from 'node:crypto';
import { ERRORS, type Lock, type Locker, type RequestRelease } from '@tus/utils';
import type { Redis } from 'ioredis';

/** A held lock lives this long unless its holder renews it (a crashed instance frees it then). */
const HOLD_MS = 30_000;
/** How long a request waits for an upload's lock before tus answers "locked" (tus' own default). */
const WAIT_MS = 30_000;
/** Deletes the key only while it still holds this lock's token. */
const RELEASE = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) else return 0 end";
const RENEW = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) else return 0 end";

/**
 * tus upload locks shared by every instance (decision 0015): tus' own MemoryLocker only
 * sees one process, so a client resuming on another instance while its dropped request
 * still hangs on the first could write the same upload twice. The lock is a Redis key
 * (SET NX PX, renewed while held). A request that finds it taken asks the holder to let go
 * on whichever instance it runs (pub/sub), as MemoryLocker does in one process: the holder's
 * request ends, unlocks, and the waiting one proceeds.
 *
 * Waits use the real clock, not the app clock: they bound real network requests.
 */
export class RedisLocker implements Locker {
  /** The release callbacks of the locks this instance holds, by upload id. */
  readonly held = new Map<string, RequestRelease>();

  private constructor(
    readonly redis: Redis,
    private readonly sub: Redis,
    readonly prefix: string,
  ) {}

  static async start(redis: Redis, prefix: string): Promise<RedisLocker> {
    const sub = redis.duplicate();
    const locker = new RedisLocker(redis, sub, prefix);
    sub.on('message', (channel: string, id: string) => {
      if (channel === locker.channel) void locker.held.get(id)?.();
    });
    await sub.subscribe(locker.channel);
    return locker;
  }

  get channel(): string {
    return `${this.prefix}tus-release`;
  }

  key(id: string): string {
    return `${this.prefix}tus-lock:${id}`;
  }

  newLock(id: string): Lock {
    return new RedisLock(this, id);
  }

  async stop(): Promise<void> {
    await this.sub.quit().catch(() => {});
  }
}

class RedisLock implements Lock {
  private readonly token = crypto.randomUUID();
  private renewal: NodeJS.Timeout | null = null;

  constructor(
    private readonly locker: RedisLocker,
    private readonly id: string,
  ) {}

  async lock(signal: AbortSignal, requestRelease: RequestRelease): Promise<void> {
    const { redis } = this.locker;
    const key = this.locker.key(this.id);
    const deadline = Date.now() + WAIT_MS;
    let askedAt = 0;
    for (;;) {
      if (await redis.set(key, this.token, 'PX', HOLD_MS, 'NX')) {
        this.locker.held.set(this.id, requestRelease);
        this.renewal = setInterval(() => void redis.eval(RENEW, 1, key, this.token, String(HOLD_MS)).catch(() => {}), HOLD_MS / 3);
        this.renewal.unref();
        return;
      }
      if (signal.aborted || Date.now() > deadline) throw ERRORS.ERR_LOCK_TIMEOUT;
      // ask again each second: the holder may have been between two requests when first asked
      if (Date.now() - askedAt > 1000) {
        askedAt = Date.now();
        await redis.publish(this.locker.channel, this.id);
      }
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  async unlock(): Promise<void> {
    if (this.renewal) clearInterval(this.renewal);
    this.renewal = null;
    this.locker.held.delete(this.id);
    await this.locker.redis.eval(RELEASE, 1, this.locker.key(this.id), this.token);
  }
}
