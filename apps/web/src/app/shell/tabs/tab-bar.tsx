import { CloseCircleOutlined, CloseOutlined, DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Tabs } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { ensureAttribute, useDomFix } from '../../../shared/hooks/use-dom-fix';
import styles from './tab-bar.module.css';
import { closeAllTabs, closeOtherTabs, closeTab, HOME_PATH, useTabs } from './tabs-store';

/**
 * antd puts each tab's close button inside the tab list, where only tabs may be (ARIA): it stays
 * for the mouse but leaves the accessibility tree and the tab order; the keyboard closes the
 * focused tab with Delete, and the "Tabs" menu closes it for everyone.
 */
const quietCloseButton = (b: Element) => {
  ensureAttribute(b, 'aria-hidden', 'true');
  ensureAttribute(b, 'tabindex', '-1');
};

/** The tab bar of open pages; `titleOf` names a page by its path. */
export function TabBar({ titleOf }: { titleOf: (path: string) => string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const tabs = useTabs((s) => s.tabs);
  const bar = useRef<HTMLDivElement>(null);
  useDomFix(bar, '.ant-tabs-tab-remove', quietCloseButton);
  const go = (key: string) => {
    const tab = tabs.find((x) => x.key === key);
    if (tab) navigate(tab.key + tab.search);
  };
  const close = (key: string) => {
    // the address bar is the truth: a navigation may still be rendering (transition)
    const next = closeTab(key, window.location.pathname);
    if (next) navigate(next.key + next.search);
  };
  const actions = {
    items: [
      { key: 'close', icon: <CloseOutlined />, label: t('shell.tabs.close'), disabled: pathname === HOME_PATH },
      { key: 'others', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeOthers') },
      { key: 'all', icon: <CloseCircleOutlined />, label: t('shell.tabs.closeAll') },
    ],
    onClick: ({ key }: { key: string }) => {
      if (key === 'close') close(window.location.pathname);
      if (key === 'others') closeOtherTabs(window.location.pathname);
      if (key === 'all') {
        closeAllTabs();
        navigate(HOME_PATH);
      }
    },
  };
  return (
    <div ref={bar} className={styles.bar} data-testid="tab-bar">
      <Tabs
        className={styles.tabs}
        type="editable-card"
        hideAdd
        size="small"
        activeKey={pathname}
        onChange={go}
        onEdit={(key, action) => action === 'remove' && typeof key === 'string' && close(key)}
        items={tabs.map((tab) => ({ key: tab.key, label: titleOf(tab.key), closable: tab.key !== HOME_PATH }))}
      />
      <Dropdown menu={actions} trigger={['click']}>
        <Button size="small" type="text" icon={<DownOutlined />} data-testid="tab-actions">
          {t('shell.tabs.more')}
        </Button>
      </Dropdown>
    </div>
  );
}
