import { TOKEN_CHECK_INTERVAL_MS, TOKEN_TIME_MS, type TTokenReply } from '@diagops/contracts';
import { useEffect } from 'react';
import { saveTokens, useSession } from '../../shared/session/session-store';
import { refreshToken } from './api/refresh-token';

type Options = { refresh?: (refreshToken: string) => Promise<TTokenReply>; now?: () => number };

/**
 * Token refresh (platform.md §4): checked every 3 s; once the token's age reaches the
 * token time (60 s) one refresh runs; a success stores the new pair with a new timestamp,
 * a failure is retried at the next check.
 */
export function createTokenRefresher({ refresh = refreshToken, now = Date.now }: Options = {}) {
  let refreshing = false;
  const check = async (): Promise<void> => {
    const { token, refreshToken: rt, tokenTime } = useSession.getState();
    if (!token || !rt || refreshing || now() - tokenTime < TOKEN_TIME_MS) return;
    refreshing = true;
    try {
      const tokens = await refresh(rt);
      // signed out meanwhile: do not bring the session back
      if (useSession.getState().refreshToken === rt) saveTokens(tokens, now());
    } catch {
      // retried at the next check
    } finally {
      refreshing = false;
    }
  };
  const start = () => {
    const id = setInterval(() => void check(), TOKEN_CHECK_INTERVAL_MS);
    return () => clearInterval(id);
  };
  return { check, start, isRefreshing: () => refreshing };
}

/** Runs the refresh loop while the signed-in shell is mounted. */
export function useTokenRefresh(): void {
  useEffect(() => createTokenRefresher().start(), []);
}
