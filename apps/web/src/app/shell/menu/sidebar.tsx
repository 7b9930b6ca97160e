import { MENU_SEARCH_WIDTH } from '@diagops/contracts';
import { Layout, Menu, type MenuProps, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { currentLanguage } from '../../../shared/i18n/language';
import { menuIcon } from '../../../shared/menu/menu-icon';
import { flatten, type MenuNode, menuTitle, trailOf } from '../../../shared/menu/menu-tree';
import { MenuSearch } from './menu-search';
import { openEntry } from './open-entry';
import styles from './sidebar.module.css';

type Props = { menu: MenuNode[]; loading: boolean; collapsed: boolean };

/** Sidebar width: room for the menu search tree plus padding. */
export const sidebarWidth = () => MENU_SEARCH_WIDTH[currentLanguage()] + 16;

type Item = Required<MenuProps>['items'][number];

/** The collapsible sidebar: logo, menu search and the server's menu (sub-menus open after 200 ms). */
export function Sidebar({ menu, loading, collapsed }: Props) {
  const { t } = useTranslation();
  const lang = currentLanguage();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const byId = useMemo(() => new Map(flatten(menu).map((n) => [String(n.menuId), n])), [menu]);
  const items = useMemo(() => {
    const toItem = (n: MenuNode): Item =>
      n.children.length > 0
        ? { key: String(n.menuId), icon: menuIcon(n.icon), label: menuTitle(n, lang), children: n.children.map(toItem) }
        : { key: String(n.menuId), icon: menuIcon(n.icon), label: menuTitle(n, lang) };
    return menu.map(toItem);
  }, [menu, lang]);
  const trail = trailOf(menu, pathname);
  const selected = trail.length > 0 ? [String(trail[trail.length - 1]!.menuId)] : [];
  const open = (n: MenuNode) => openEntry(n, (to) => navigate(to));
  return (
    <Layout.Sider className={styles.sider} width={sidebarWidth()} collapsedWidth={64} collapsed={collapsed} trigger={null} theme="dark" data-testid="sidebar">
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
        <Skeleton active paragraph={{ rows: 6 }} style={{ padding: 16 }} />
      ) : (
        <Menu
          theme="dark"
          mode="inline"
          items={items}
          selectedKeys={selected}
          defaultOpenKeys={collapsed ? [] : trail.slice(0, -1).map((n) => String(n.menuId))}
          subMenuOpenDelay={0.2}
          onClick={({ key }) => {
            const n = byId.get(key);
            if (n) open(n);
          }}
        />
      )}
    </Layout.Sider>
  );
}
