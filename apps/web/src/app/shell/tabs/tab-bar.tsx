import { CloseCircleOutlined, CloseOutlined, DownOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { PopupMenu } from '../../../shared/ui/popup-menu';
import styles from './tab-bar.module.css';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, useTabs } from './tabs-store';

/**
 * The tab bar of open pages; `titleOf` names a page by its path. A tab list in antd's card-tab
 * look: arrows move between tabs, Enter or Space shows one, Delete closes it; each tab's close
 * icon is for the mouse (only tabs may be in a tab list), and the "Tabs" menu closes for everyone.
 */
export function TabBar({ titleOf }: { titleOf: (path: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs((s) => s.tabs);
  const list = useRef<HTMLDivElement>(null);
  // the shown tab scrolls into view when the bar overflows
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the shown tab or the number of tabs changes
  useEffect(() => {
    list.current?.querySelector('[aria-selected="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [pathname, tabs.length]);
  const go = (key: string) => {
    const tab = tabs.find((x) => x.key === key);
    if (tab && key !== pathname) navigate(tab.key + tab.search);
  };
  const close = (key: string) => {
    // the address bar is the truth: a navigation may still be rendering (transition)
    const next = closeTab(key, window.location.pathname);
    if (next) navigate(next.key + next.search);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLButtonElement>, key: string) => {
    const all = [...(list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]') ?? [])];
    const i = all.indexOf(e.currentTarget);
    const to = { ArrowRight: i + 1, ArrowLeft: i - 1, Home: 0, End: all.length - 1 }[e.key];
    if (to !== undefined) {
      e.preventDefault();
      all[(to + all.length) % all.length]?.focus();
    } else if (e.key === 'Delete' && key !== HOME_PATH) {
      e.preventDefault();
      all[i - 1]?.focus();
      close(key);
    }
  };
  const onAction = (key: string) => {
    if (key === 'close') close(window.location.pathname);
    if (key === 'others') closeOtherTabs(window.location.pathname);
    if (key === 'all') {
      closeAllTabs();
      navigate(HOME_PATH);
    }
  };
  return (
    <div className={styles.bar} data-testid="tab-bar">
      <div ref={list} role="tablist" aria-label={t('shell.tabs.more')} className={styles.list}>
        {tabs.map((tab) => {
          const active = tab.key === pathname;
          return (
            <button
              key={tab.key}
              type="button"
              role="tab"
              aria-selected={active}
              tabIndex={active ? 0 : -1}
              className={styles.tab}
              data-key={tab.key}
              onClick={() => go(tab.key)}
              onKeyDown={(e) => onKeyDown(e, tab.key)}
            >
              {titleOf(tab.key)}
              {tab.key !== HOME_PATH && (
                // the mouse's close; the keyboard closes with Delete or the Tabs menu
                <span
                  className={styles.close}
                  aria-hidden="true"
                  data-testid="tab-close"
                  onClick={(e) => {
                    e.stopPropagation();
                    close(tab.key);
                  }}
                >
                  <CloseOutlined />
                </span>
              )}
            </button>
          );
        })}
      </div>
      <div className={styles.actions}>
        <PopupMenu
          size="small"
          testId="tab-actions"
          icon={<DownOutlined />}
          onSelect={onAction}
          items={[
            { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close'), disabled: pathname === HOME_PATH },
            { key: 'others', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeOthers') },
            { key: 'all', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeAll') },
          ]}
        >
          {t('shell.tabs.more')}
        </PopupMenu>
      </div>
    </div>
  );
}
