import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation } from 'react-router';
import { useTokenRefresh } from '../../features/auth/token-refresh';
import { PageLoading } from '../../shared/components/page-loading';
import { useScreen } from '../../shared/hooks/use-screen';
import { currentLanguage } from '../../shared/i18n/language';
import type { LeavingState } from '../../shared/kit/route-form';
import { menuTitle, trailOf } from '../../shared/menu/menu-tree';
import { useMainMenu } from '../../shared/menu/use-main-menu';
import { useConsoleRealtime } from '../../shared/realtime/use-console-realtime';
import { QueryProvider } from '../providers/query-provider';
import { PageHost } from './content/page-host';
import { pageTitle, resolvePage } from './content/resolve-page';
import { TopBar } from './header/top-bar';
import { Sidebar } from './menu/sidebar';
import { MessageReminder } from './message-reminder';
import styles from './shell.module.css';
import { TabBar } from './tabs/tab-bar';
import { closeTab, openTab } from './tabs/tabs-store';

/** The signed-in shell: sidebar, top bar, tab bar and the open pages. */
export default function Shell() {
  return (
    <QueryProvider>
      <ShellLayout />
    </QueryProvider>
  );
}

function ShellLayout() {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const location = useLocation();
  const screen = useScreen();
  const [collapsed, setCollapsed] = useState(screen <= 1);
  const { menu, loading } = useMainMenu();
  useTokenRefresh();
  useConsoleRealtime();
  const page = resolvePage(location.pathname, menu);
  const known = page !== null;
  // a form route returning to its list closes its own tab (kit's useRouteForm, LeavingState)
  const leaving = (location.state as Partial<LeavingState> | null)?.closeTab;
  useEffect(() => {
    if (known) openTab(location.pathname, location.search);
    if (leaving && leaving !== location.pathname) closeTab(leaving, location.pathname);
  }, [known, leaving, location.pathname, location.search]);
  // on narrow screens (size 1 or less) the sidebar collapses after navigating
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every navigation on purpose
  useEffect(() => {
    if (screen <= 1) setCollapsed(true);
  }, [location.pathname, screen]);
  if (!page) return loading ? <PageLoading /> : <Navigate to="/404" replace />;
  const titleOf = (path: string) => pageTitle(path, resolvePage(path, menu), menu, lang, t);
  const trail = trailOf(menu, location.pathname).map((n) => menuTitle(n, lang));
  const crumbs = location.pathname === '/homePage' ? [] : trail.length > 0 ? trail : [titleOf(location.pathname)];
  return (
    <div className={styles.shell}>
      <Sidebar menu={menu} loading={loading} collapsed={collapsed} />
      <div className={styles.main}>
        <TopBar collapsed={collapsed} onToggle={() => setCollapsed((c) => !c)} crumbs={crumbs} screen={screen} />
        <TabBar titleOf={titleOf} />
        <main className={styles.content}>
          <PageHost menu={menu} />
        </main>
      </div>
      <MessageReminder />
    </div>
  );
}
