import { Activity, type ComponentType, type LazyExoticComponent, lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { type Location, Navigate, Route, Routes, useLocation } from 'react-router';
import { loadTexts } from '../../../shared/i18n/i18n';
import { currentLanguage } from '../../../shared/i18n/language';
import { entryFor, type MenuNode, menuTitle } from '../../../shared/menu/menu-tree';
import { holdsAny, useSession } from '../../../shared/session/session-store';
import { Spin } from '../../../shared/ui/spin';
import { AREA_ROUTES, type AreaKey } from '../../router/area-routes';
import areaTexts from '../../router/area-texts.json';
import { useTabs } from '../tabs/tabs-store';
import styles from './page-host.module.css';
import { resolvePage } from './resolve-page';
import { recallScroll, rememberScroll } from './scroll-memory';

// antd's Result of these two pages loads with them, not with the shell (decision 0012)
const ComingSoon = lazy(() => import('../../../shared/components/coming-soon').then((m) => ({ default: m.ComingSoon })));
const IframePage = lazy(() => import('../../pages/iframe-page').then((m) => ({ default: m.IframePage })));

function Guard({ permission, children }: { permission?: string | readonly string[]; children: React.ReactNode }) {
  const permissions = useSession((s) => s.permissions);
  return holdsAny(permissions, permission) ? children : <Navigate to="/403" replace />;
}

type AreaPagesProps = { location: Location };
const areaPages = new Map<AreaKey, LazyExoticComponent<ComponentType<AreaPagesProps>>>();

/** An area's pages, its routes.ts and its texts loaded on first use (then kept): the shell knows only the route index. */
function pagesOf(area: AreaKey) {
  let Pages = areaPages.get(area);
  if (!Pages) {
    Pages = lazy(async () => {
      const [routes] = await Promise.all([AREA_ROUTES[area](), loadTexts((areaTexts.areas as Record<string, string[]>)[area] ?? [])]);
      return {
        default: ({ location }: AreaPagesProps) => (
          <Routes location={location}>
            {routes.map(({ path, permission, component: Page }) => (
              <Route key={path} path={path} element={<Guard permission={permission}>{<Page />}</Guard>} />
            ))}
          </Routes>
        ),
      };
    });
    areaPages.set(area, Pages);
  }
  return Pages;
}

function PageRoutes({ location, menu }: { location: Location; menu: MenuNode[] }) {
  const page = resolvePage(location.pathname, menu);
  const Pages = page?.kind === 'feature' ? pagesOf(page.route.area) : null;
  return (
    <Suspense fallback={<Spin style={{ display: 'block', margin: '80px auto' }} />}>
      {Pages ? (
        <Pages location={location} />
      ) : (
        <Routes location={location}>
          <Route path="/myiframe/*" element={<IframePage />} />
          <Route path="*" element={<MenuPlaceholder menu={menu} pathname={location.pathname} />} />
        </Routes>
      )}
    </Suspense>
  );
}

/** A menu page whose feature is not built yet. */
function MenuPlaceholder({ menu, pathname }: { menu: MenuNode[]; pathname: string }) {
  const node = entryFor(menu, pathname);
  return <ComingSoon title={node ? menuTitle(node, currentLanguage()) : pathname} />;
}

/** One tab's page in its own scroll area; its scroll position is kept while hidden and restored when shown. */
function TabPane({ path, location, menu }: { path: string; location: Location; menu: MenuNode[] }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    if (ref.current) ref.current.scrollTop = recallScroll(path);
  }, [path]);
  useEffect(() => {
    const onReset = (e: Event) => {
      if ((e as CustomEvent<string>).detail === path && ref.current) ref.current.scrollTop = 0;
    };
    window.addEventListener('diagops:scroll-reset', onReset);
    return () => window.removeEventListener('diagops:scroll-reset', onReset);
  }, [path]);
  return (
    // focusable so a page with nothing to tab to (a detail of plain text) still scrolls by keyboard
    <section
      ref={ref}
      className={styles.pane}
      aria-label={t('shell.pageContent')}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take the keyboard (WCAG 2.1.1; axe scrollable-region-focusable)
      tabIndex={0}
      onScroll={(e) => rememberScroll(path, e.currentTarget.scrollTop)}
      data-testid={`page-${path}`}
      data-page-pane={path}
    >
      <PageRoutes location={location} menu={menu} />
    </section>
  );
}

/** Every open tab stays mounted; only the active one is visible (React 19 <Activity> keep-alive). */
export function PageHost({ menu }: { menu: MenuNode[] }) {
  const location = useLocation();
  const tabs = useTabs((s) => s.tabs);
  return (
    <div className={styles.host}>
      {tabs.map((tab) => {
        const active = tab.key === location.pathname;
        const loc: Location = active ? location : { pathname: tab.key, search: tab.search, hash: '', state: null, key: tab.key };
        return (
          <Activity key={tab.key} mode={active ? 'visible' : 'hidden'}>
            <TabPane path={tab.key} location={loc} menu={menu} />
          </Activity>
        );
      })}
    </div>
  );
}
