import { MenuFoldOutlined, MenuUnfoldOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { SearchButton } from '../../../features/search';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { IconButton } from '../../../shared/ui/icon-button';
import { DarkModeButton } from './dark-mode-button';
import { FullScreenButton } from './full-screen-button';
import header from './header.module.css';
import { LockButton } from './lock-button';
import { NotificationBell } from './notification-bell';
import { RealtimeStatus } from './realtime-status';
import { ThemePicker } from './theme-picker';
import styles from './top-bar.module.css';
import { UserMenu } from './user-menu';

type Props = { collapsed: boolean; onToggle: () => void; crumbs: string[]; screen: number };

/** The top bar: sidebar toggle, breadcrumb, then the search, the manual link, bell, full screen, theme colour, dark mode, lock, language and the user. */
export function TopBar({ collapsed, onToggle, crumbs, screen }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <header className={styles.header}>
      <div className={styles.left}>
        <IconButton
          aria-label={t('shell.toggleSidebar')}
          aria-expanded={!collapsed}
          icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggle}
          testId="sidebar-toggle"
        />
        {screen >= 1 && (
          <nav aria-label={t('shell.breadcrumb')} className={`${styles.crumbs} ${header.crumbs}`} data-testid="breadcrumb">
            <ol>
              <li>
                <Link to="/homePage">{t('home.title')}</Link>
              </li>
              {crumbs.map((title, i) => (
                // biome-ignore lint/suspicious/noArrayIndexKey: a trail's names can repeat; their place cannot
                <li key={i} aria-current={i === crumbs.length - 1 ? 'page' : undefined}>
                  {title}
                </li>
              ))}
            </ol>
          </nav>
        )}
      </div>
      <div className={styles.right}>
        <SearchButton />
        <IconButton
          tip={screen >= 3 ? undefined : t('home.manual.title')}
          aria-label={t('home.manual.title')}
          icon={<QuestionCircleOutlined />}
          onClick={() => navigate('/platformOperationManual')}
          testId="manual-link"
        >
          {screen >= 3 ? t('home.manual.title') : null}
        </IconButton>
        <RealtimeStatus />
        <NotificationBell />
        {screen >= 1 && <FullScreenButton />}
        <ThemePicker />
        <DarkModeButton />
        <LockButton />
        <LanguageSwitch />
        <UserMenu />
      </div>
    </header>
  );
}
