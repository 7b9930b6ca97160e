import crypto from 'node:crypto';
import { ERRORS } from '@tus/utils';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RedisLocker } from './files.lock';

// two lockers on two connections play two instances of the console sharing one Redis
const url = process.env.TEST_REDIS_URL;
describe.skipIf(!url)('tus upload locks across instances (Redis)', () => {
  const prefix = `test:${crypto.randomBytes(6).toString('hex')}:`;
  let a: RedisLocker;
  let b: RedisLocker;
  let redisA: Redis;
  let redisB: Redis;
  beforeAll(async () => {
    redisA = new Redis(url!);
    redisB = new Redis(url!);
    a = await RedisLocker.start(redisA, prefix);
    b = await RedisLocker.start(redisB, prefix);
  });
  afterAll(async () => {
    await a.stop();
    await b.stop();
    redisA.disconnect();
    redisB.disconnect();
  });

  it('a request on another instance asks the holder to let go, then takes the lock', async () => {
    const events: string[] = [];
    const first = a.newLock('upload-1');
    await first.lock(new AbortController().signal, async () => {
      events.push('asked');
      await first.unlock(); // as tus does: the dropped request ends and unlocks
      events.push('released');
    });
    const second = b.newLock('upload-1');
    await second.lock(new AbortController().signal, () => {});
    events.push('taken');
    expect(events).toEqual(['asked', 'released', 'taken']);
    expect(b.held.has('upload-1')).toBe(true);
    expect(a.held.has('upload-1')).toBe(false);
    await second.unlock();
    expect(await redisA.exists(a.key('upload-1'))).toBe(0);
  });

  it('never gives one upload to two requests: a holder that does not let go keeps it until the waiter gives up', async () => {
    const holder = a.newLock('upload-2');
    await holder.lock(new AbortController().signal, () => {});
    const waiting = new AbortController();
    setTimeout(() => waiting.abort(), 300);
    await expect(b.newLock('upload-2').lock(waiting.signal, () => {})).rejects.toBe(ERRORS.ERR_LOCK_TIMEOUT);
    expect(a.held.has('upload-2')).toBe(true);
    await holder.unlock();
    const next = b.newLock('upload-2');
    await next.lock(new AbortController().signal, () => {});
    await next.unlock();
  });

  it('an unlock after the lock expired and passed to another leaves the other holder alone', async () => {
    const stale = a.newLock('upload-3');
    await stale.lock(new AbortController().signal, () => {});
    await redisA.set(a.key('upload-3'), 'another-holder'); // as if it had expired and been taken
    await stale.unlock();
    expect(await redisA.get(a.key('upload-3'))).toBe('another-holder');
    await redisA.del(a.key('upload-3'));
  });
});
