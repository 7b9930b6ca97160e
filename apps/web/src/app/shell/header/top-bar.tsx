import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { Breadcrumb, Button, Layout, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { DarkModeButton } from './dark-mode-button';
import { FullScreenButton } from './full-screen-button';
import { LockButton } from './lock-button';
import { NotificationBell } from './notification-bell';
import { RealtimeStatus } from './realtime-status';
import { ThemePicker } from './theme-picker';
import styles from './top-bar.module.css';
import { UserMenu } from './user-menu';

type Props = { collapsed: boolean; onToggle: () => void; crumbs: string[]; screen: number };

/** The top bar: sidebar toggle, breadcrumb, then the manual link, bell, full screen, theme colour, dark mode, lock, language and the user. */
export function TopBar({ collapsed, onToggle, crumbs, screen }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Layout.Header className={styles.header}>
      <div className={styles.left}>
        <Button
          type="text"
          aria-label={t('shell.toggleSidebar')}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          data-testid="sidebar-toggle"
        />
        {screen >= 1 && (
          <Breadcrumb
            className={styles.crumbs}
            data-testid="breadcrumb"
            items={[{ title: <Link to="/homePage">{t('home.title')}</Link> }, ...crumbs.map((title) => ({ title }))]}
          />
        )}
      </div>
      <Space size={2} style={{ flex: 'none' }}>
        <Tooltip title={t('home.manual.title')}>
          <Button type="text" icon={<QuestionCircleOutlined />} onClick={() => navigate('/platformOperationManual')} data-testid="manual-link">
            {screen >= 3 ? t('home.manual.title') : null}
          </Button>
        </Tooltip>
        <RealtimeStatus />
        <NotificationBell />
        {screen >= 1 && <FullScreenButton />}
        <ThemePicker />
        <DarkModeButton />
        <LockButton />
        <LanguageSwitch />
        <UserMenu />
      </Space>
    </Layout.Header>
  );
}
