import { lazy, type ReactNode, Suspense } from 'react';
import { createBrowserRouter, Navigate } from 'react-router';
import { RESET_PASSWORD_ROUTE, ResetPasswordPage } from '../../features/account';
import { CUSTOMER_CHAT_ROUTE, CustomerChatPage } from '../../features/chat';
import { RouteLoading } from './route-loading';

// antd (with its providers) loads with the first screen that uses it; the sign-in page does not
const AntdProviders = lazy(() => import('../../shared/theme/antd-providers'));
const LoginPage = lazy(() => import('../../features/auth/pages/login-page'));
const LockPage = lazy(() => import('../../features/lock/pages/lock-page'));
const SignedIn = lazy(() => import('./signed-in'));
const ErrorPage = lazy(() => import('../pages/error-page'));

const page = (node: ReactNode) => <Suspense fallback={<RouteLoading />}>{node}</Suspense>;
const antdPage = (node: ReactNode) => page(<AntdProviders>{node}</AntdProviders>);

/** Public routes, then everything else inside the signed-in shell (which matches the feature manifests). */
export const router = createBrowserRouter([
  {
    // a page that throws shows the 500 page instead of a blank screen
    errorElement: antdPage(<ErrorPage status={500} />),
    children: [
      { path: '/login', element: page(<LoginPage />) },
      { path: '/lock', element: antdPage(<LockPage />) },
      { path: RESET_PASSWORD_ROUTE, element: antdPage(<ResetPasswordPage />) },
      { path: CUSTOMER_CHAT_ROUTE, element: antdPage(<CustomerChatPage />) },
      { path: '/404', element: antdPage(<ErrorPage status={404} />) },
      { path: '/403', element: antdPage(<ErrorPage status={403} />) },
      { path: '/500', element: antdPage(<ErrorPage status={500} />) },
      { path: '/', element: <Navigate to="/homePage" replace /> },
      { path: '*', element: antdPage(<SignedIn />) },
    ],
  },
]);
