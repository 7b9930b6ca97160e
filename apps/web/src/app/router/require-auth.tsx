import { type ReactNode, useEffect, useState } from 'react';
import { Navigate, useLocation } from 'react-router';
import { loadUserInfo } from '../../features/auth/establish-session';
import { useLock } from '../../features/lock/lock-store';
import { PageLoading } from '../../shared/components/page-loading';
import { isRedirectingToSignIn } from '../../shared/http/unauthorized';
import { useSession } from '../../shared/session/session-store';

/**
 * Guards every page inside the shell: no token → /login remembering the path (unless a 401 is
 * already on its way there); a locked screen → /lock; the user info loaded once (a failure
 * logs out locally).
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const userInfo = useSession((s) => s.userInfo);
  const isLock = useLock((s) => s.isLock);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (token && !userInfo) loadUserInfo().catch(() => setFailed(true));
  }, [token, userInfo]);
  if (!token && isRedirectingToSignIn()) return <PageLoading />;
  if (!token || failed) return <Navigate to={`/login?redirect=${encodeURIComponent(location.pathname + location.search)}`} replace />;
  if (isLock) return <Navigate to="/lock" replace />;
  if (!userInfo) return <PageLoading />;
  return children;
}
