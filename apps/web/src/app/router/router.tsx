import { lazy, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RESET_PASSWORD_ROUTE, ResetPasswordPage } from '../../features/account';
import { PageLoading } from '../../shared/components/page-loading';
import { RequireAuth } from './require-auth';

const LoginPage = lazy(() => import('../../features/auth/pages/login-page'));
const LockPage = lazy(() => import('../../features/lock/pages/lock-page'));
const Shell = lazy(() => import('../shell/shell'));
const ErrorPage = lazy(() => import('../pages/error-page'));

const page = (node: React.ReactNode) => <Suspense fallback={<PageLoading />}>{node}</Suspense>;

/** Public routes, then everything else inside the signed-in shell (which matches the feature manifests). */
export const router = createBrowserRouter([
  {
    // a page that throws shows the 500 page instead of a blank screen
    errorElement: page(<ErrorPage status={500} />),
    children: [
      { path: '/login', element: page(<LoginPage />) },
      { path: '/lock', element: page(<LockPage />) },
      { path: RESET_PASSWORD_ROUTE, element: page(<ResetPasswordPage />) },
      { path: '/404', element: page(<ErrorPage status={404} />) },
      { path: '/403', element: page(<ErrorPage status={403} />) },
      { path: '/500', element: page(<ErrorPage status={500} />) },
      { path: '/', element: <Navigate to="/homePage" replace /> },
      { path: '*', element: <RequireAuth>{page(<Shell />)}</RequireAuth> },
    ],
  },
]);
