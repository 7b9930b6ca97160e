import { resetLock } from '../../features/lock/lock-store';
import { onUnauthorized } from '../../shared/http/unauthorized';

/** A 401 anywhere: forget the lock and go to /login in the router, remembering the page. */
export function installUnauthorizedRedirect(router: { navigate: (to: string, opts?: { replace?: boolean }) => unknown }): void {
  onUnauthorized((redirect) => {
    resetLock();
    void router.navigate(`/login?redirect=${encodeURIComponent(redirect)}`, { replace: true });
  });
}
