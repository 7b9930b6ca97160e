import { MENU_SEARCH_WIDTH } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/language';
import { type MenuNode, trailOf } from '../../../shared/menu/menu-tree';
import { MenuSearch } from './menu-search';
import { NavMenu } from './nav-menu';
import { openEntry } from './open-entry';
import styles from './sidebar.module.css';

type Props = { menu: MenuNode[]; loading: boolean; collapsed: boolean };

/** Sidebar width: room for the menu search plus padding. */
export const sidebarWidth = () => MENU_SEARCH_WIDTH[currentLanguage()] + 16;
const COLLAPSED_WIDTH = 64;

/** The collapsible sidebar: logo, menu search and the server's menu. */
export function Sidebar({ menu, loading, collapsed }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const trail = trailOf(menu, pathname);
  const open = (n: MenuNode) => openEntry(n, (to) => navigate(to));
  return (
    <aside className={styles.sider} style={{ width: collapsed ? COLLAPSED_WIDTH : sidebarWidth() }} data-testid="sidebar">
      <div className={styles.logo}>
        <img src="/logo.svg" alt="" width={28} height={28} />
        {!collapsed && <span>{t('common.appName')}</span>}
      </div>
      {!collapsed && (
        <div className={styles.search}>
          <MenuSearch menu={menu} onOpen={open} />
        </div>
      )}
      {loading ? (
        <div className={styles.skeleton} aria-hidden="true">
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <span key={i} />
          ))}
        </div>
      ) : (
        // a new menu (another user, language) starts from the current page's open groups
        <NavMenu key={menu.length} menu={menu} trail={trail} collapsed={collapsed} onOpen={open} />
      )}
    </aside>
  );
}
