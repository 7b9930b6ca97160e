import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import type { AppContext } from '../context';
import { cachedSetting, clearSettings, nextSettingsClearHeard, SETTINGS_TTL_MS } from './settings-cache';

const ctx = {} as AppContext;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['performance'] });
  clearSettings(ctx, 'test');
});
afterEach(() => vi.useRealTimers());

describe('the settings cache', () => {
  it('loads once within its TTL; past it answers the old value while one reload runs, then the new one', async () => {
    let n = 0;
    const load = vi.fn(async () => ++n);
    expect(await Promise.all([cachedSetting(ctx, 'test', 'k', load), cachedSetting(ctx, 'test', 'k', load)])).toEqual([1, 1]);
    vi.advanceTimersByTime(SETTINGS_TTL_MS - 1);
    expect(await cachedSetting(ctx, 'test', 'k', load)).toBe(1);
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2);
    expect(await Promise.all([cachedSetting(ctx, 'test', 'k', load), cachedSetting(ctx, 'test', 'k', load)])).toEqual([1, 1]);
    expect(load).toHaveBeenCalledTimes(2);
    expect(await cachedSetting(ctx, 'test', 'k', load)).toBe(2);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps the old value when a reload fails, and forgets an area on a change', async () => {
    const load = vi.fn(async () => 'old');
    await cachedSetting(ctx, 'test', 'k', load);
    vi.advanceTimersByTime(SETTINGS_TTL_MS + 1);
    const failing = vi.fn(async () => {
      throw new Error('database gone');
    });
    expect(await cachedSetting(ctx, 'test', 'k', failing)).toBe('old');
    await Promise.resolve();
    expect(await cachedSetting(ctx, 'test', 'k', async () => 'new')).toBe('old'); // tried again, answered at once
    expect(await cachedSetting(ctx, 'test', 'k', load)).toBe('new');
    clearSettings(ctx, 'other');
    expect(await cachedSetting(ctx, 'test', 'k', load)).toBe('new');
    clearSettings(ctx, 'test');
    expect(await cachedSetting(ctx, 'test', 'k', async () => 'after the change')).toBe('after the change');
  });

  it('does not keep a first load that failed', async () => {
    await expect(
      cachedSetting(ctx, 'test', 'k', async () => {
        throw new Error('no');
      }),
    ).rejects.toThrow('no');
    expect(await cachedSetting(ctx, 'test', 'k', async () => 'second try')).toBe('second try');
  });
});

// Two instances on one PostgreSQL database and one Redis: a change cleared on one is cleared on the other at once.
const shared = process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL;
describe.skipIf(!shared)('the settings cache across two instances (PostgreSQL + Redis)', () => {
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    a = await buildTestApp();
    b = await buildTestApp({ DATABASE_URL: a.ctx.config.DATABASE_URL! }, { clock: a.clock });
  });
  afterAll(async () => {
    await b?.close();
    await a?.close();
  });

  it('clearing an area on A makes B load it again, not after its TTL', async () => {
    let n = 0;
    const load = async () => ++n;
    expect(await cachedSetting(b.ctx, 'shared-test', 'k', load)).toBe(1);
    expect(await cachedSetting(b.ctx, 'shared-test', 'k', load)).toBe(1);
    const heard = nextSettingsClearHeard(b.ctx);
    clearSettings(a.ctx, 'shared-test');
    await heard;
    expect(await cachedSetting(b.ctx, 'shared-test', 'k', load)).toBe(2);
  });
});
