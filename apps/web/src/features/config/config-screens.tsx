import { SPECIAL_CONFIG_INFO_ROUTE, SPECIAL_CONFIG_ROUTE } from '@diagops/contracts';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { Spin } from '../../shared/ui/spin';

// each screen is a page of its own, loaded when first shown: the shell's route manifest holds one
// entry for them all (its list of every page's files is what weighs in the shell)
const list = lazy(() => import('./pages/revisioned-list-page'));
const form = lazy(() => import('./pages/revision-form-page'));
const detail = lazy(() => import('./pages/revisioned-detail-page'));
const verify = lazy(() => import('./pages/revision-verify-page'));
const specialList = lazy(() => import('./pages/special-config-list-page'));
const effective = lazy(() => import('./pages/effective-page'));

/** The screen of a path of this area (the path's kind of config is read again by the screen). */
function screenOf(pathname: string) {
  if (pathname.startsWith(SPECIAL_CONFIG_INFO_ROUTE)) return effective;
  if (pathname === SPECIAL_CONFIG_ROUTE) return specialList;
  if (/\/(add|edit|auditEdit)(\/|$)/.test(pathname)) return form;
  if (/\/detail(\/|$)/.test(pathname)) return detail;
  if (/\/verify(\/|$)/.test(pathname)) return verify;
  return list;
}

/** Every screen of the configuration area's revisioned configs, special configs and effective configuration. */
export default function ConfigScreens() {
  const Screen = screenOf(useLocation().pathname);
  return (
    <Suspense fallback={<Spin />}>
      <Screen />
    </Suspense>
  );
}
