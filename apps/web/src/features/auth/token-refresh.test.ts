import type { TTokenReply } from '@diagops/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearSession, saveTokens, useSession } from '../../shared/session/session-store';
import { getEntry } from '../../shared/storage/storage';
import { createTokenRefresher } from './token-refresh';

const pair = (n: number): TTokenReply => ({
  access_token: `a${n}`,
  refresh_token: `r${n}`,
  expires_in: 7200,
  token_type: 'bearer',
  scope: 'server',
  user_id: 1,
  username: 'admin',
  password_expired: false,
});

beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
  clearSession();
});
afterEach(() => vi.useRealTimers());

describe('token refresh', () => {
  it('checks every 3 s and refreshes once the token is 60 s old, storing the new pair with its time', async () => {
    saveTokens(pair(0), Date.now());
    const refresh = vi.fn(async () => pair(1));
    const stop = createTokenRefresher({ refresh }).start();
    await vi.advanceTimersByTimeAsync(57_000);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(refresh).toHaveBeenCalledWith('r0');
    expect(useSession.getState().token).toBe('a1');
    expect(getEntry('access_token')).toMatchObject({ content: 'a1', datetime: Date.now() });
    // a fresh token: no further refresh until it is 60 s old again
    await vi.advanceTimersByTimeAsync(57_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    stop();
  });

  it('runs one refresh at a time', async () => {
    saveTokens(pair(0), Date.now() - 60_000);
    let release: (t: TTokenReply) => void = () => {};
    const refresh = vi.fn(() => new Promise<TTokenReply>((r) => (release = r)));
    const stop = createTokenRefresher({ refresh }).start();
    await vi.advanceTimersByTimeAsync(3_000 * 5);
    expect(refresh).toHaveBeenCalledTimes(1);
    release(pair(1));
    await vi.advanceTimersByTimeAsync(0);
    expect(useSession.getState().refreshToken).toBe('r1');
    stop();
  });

  it('retries after a failure at the next check', async () => {
    saveTokens(pair(0), Date.now() - 60_000);
    const refresh = vi.fn().mockRejectedValueOnce(new Error('network')).mockResolvedValueOnce(pair(2));
    const stop = createTokenRefresher({ refresh }).start();
    await vi.advanceTimersByTimeAsync(3_000);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(useSession.getState().token).toBe('a0');
    await vi.advanceTimersByTimeAsync(3_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(useSession.getState().token).toBe('a2');
    stop();
  });

  it('does nothing when signed out', async () => {
    const refresh = vi.fn(async () => pair(1));
    const stop = createTokenRefresher({ refresh }).start();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(refresh).not.toHaveBeenCalled();
    stop();
  });
});
