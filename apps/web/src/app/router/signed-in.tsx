import { lazy, Suspense } from 'react';
import { PageLoading } from '../../shared/components/page-loading';
import { RequireAuth } from './require-auth';

const Shell = lazy(() => import('../shell/shell'));

/** Every page inside the shell: the sign-in guard, then the shell (loaded after the sign-in page, with antd). */
export default function SignedIn() {
  return (
    <RequireAuth>
      <Suspense fallback={<PageLoading />}>
        <Shell />
      </Suspense>
    </RequireAuth>
  );
}
