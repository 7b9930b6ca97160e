import { DownOutlined, LogoutOutlined, UserOutlined } from '@ant-design/icons';
import { Suspense, useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_SECURITY_PATH, LazyChangePasswordDialog, LazyChangePhoneDialog } from '../../../features/account';
import { resetLock } from '../../../features/lock/lock-store';
import { truncateEmail } from '../../../shared/components/truncate-email';
import { MenuIcon } from '../../../shared/menu/menu-icon';
import { useSession } from '../../../shared/session/session-store';
import { signOut } from '../../../shared/session/sign-out';
import { getStore, setStore } from '../../../shared/storage/storage';
import { App } from '../../../shared/ui/app';
import { PopupMenu } from '../../../shared/ui/popup-menu';
import { closeAllTabs } from '../tabs/tabs-store';
import styles from './header.module.css';

type Dialog = 'password' | 'weak' | 'phone';

/** The user menu: who is signed in, change password, change phone number, account security, exit system. */
export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // each dialog's code loads when first opened, then it stays mounted so it can close
  const [loaded, setLoaded] = useState<Set<Dialog>>(new Set());
  const show = useCallback((d: Dialog) => {
    const code = d === 'weak' ? 'password' : d;
    setLoaded((s) => (s.has(code) ? s : new Set([...s, code])));
    setDialog(d);
  }, []);
  useEffect(() => {
    // a weak password is pointed out once per session (platform.md §4)
    if (user && user.pwd_intensity === 0 && !getStore('weak-password-asked')) {
      setStore('weak-password-asked', true, 'session');
      show('weak');
    }
  }, [user, show]);
  const exit = async () => {
    const ok = await modal.confirm({ title: t('shell.exitConfirm'), okText: t('common.confirm'), cancelText: t('common.cancel') });
    if (!ok) return;
    await signOut();
    resetLock();
    closeAllTabs();
    navigate('/login', { replace: true });
  };
  const who = user?.sysUser;
  const onSelect = (key: string) => {
    if (key === 'exit') void exit();
    else if (key === 'security') navigate(ACCOUNT_SECURITY_PATH);
    else show(key as Dialog);
  };
  return (
    <>
      <PopupMenu
        testId="user-menu"
        onSelect={onSelect}
        items={[
          {
            key: 'who',
            type: 'info',
            label: (
              <span data-testid="user-email">
                {who?.username}
                {who?.email ? ` · ${truncateEmail(who.email)}` : ''}
              </span>
            ),
          },
          { key: 'd1', type: 'divider' },
          // the menu's icon set (loaded with the sidebar's first icon, not with the shell) has these three
          { key: 'password', icon: <MenuIcon name="KeyOutlined" />, label: t('account.password.title') },
          { key: 'phone', icon: <MenuIcon name="MobileOutlined" />, label: t('account.phone.title') },
          { key: 'security', icon: <MenuIcon name="SafetyOutlined" />, label: t('account.security.title') },
          { key: 'd2', type: 'divider' },
          { key: 'exit', icon: <LogoutOutlined />, label: t('shell.exit'), danger: true },
        ]}
      >
        <span className={styles.avatar} aria-hidden="true">
          <UserOutlined />
        </span>
        {who?.realName || who?.username}
        <DownOutlined style={{ fontSize: 10 }} aria-hidden="true" />
      </PopupMenu>
      {loaded.has('password') && (
        <Suspense fallback={null}>
          <LazyChangePasswordDialog open={dialog === 'password' || dialog === 'weak'} weak={dialog === 'weak'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
      {loaded.has('phone') && (
        <Suspense fallback={null}>
          <LazyChangePhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
