import { DownOutlined, KeyOutlined, LogoutOutlined, MobileOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { App, Avatar, Button, Dropdown } from 'antd';
import { Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ACCOUNT_SECURITY_PATH, ChangePasswordDialog, LazyChangePhoneDialog } from '../../../features/account';
import { resetLock } from '../../../features/lock/lock-store';
import { truncateEmail } from '../../../shared/components/truncate-email';
import { useSession } from '../../../shared/session/session-store';
import { signOut } from '../../../shared/session/sign-out';
import { getStore, setStore } from '../../../shared/storage/storage';
import { closeAllTabs } from '../tabs/tabs-store';

/** The user dropdown: change password, change phone number, exit system. */
export function UserMenu() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const navigate = useNavigate();
  const user = useSession((s) => s.userInfo);
  const [dialog, setDialog] = useState<'password' | 'weak' | 'phone' | null>(null);
  // the phone dialog loads when first opened, then stays mounted so it can animate closed
  const [phoneLoaded, setPhoneLoaded] = useState(false);
  useEffect(() => {
    // a weak password is pointed out once per session (platform.md §4)
    if (user && user.pwd_intensity === 0 && !getStore('weak-password-asked')) {
      setStore('weak-password-asked', true, 'session');
      setDialog('weak');
    }
  }, [user]);
  const exit = async () => {
    const ok = await modal.confirm({ title: t('shell.exitConfirm'), okText: t('common.confirm'), cancelText: t('common.cancel') });
    if (!ok) return;
    await signOut();
    resetLock();
    closeAllTabs();
    navigate('/login', { replace: true });
  };
  const who = user?.sysUser;
  const items = [
    {
      key: 'who',
      disabled: true,
      label: (
        <span data-testid="user-email">
          {who?.username}
          {who?.email ? ` · ${truncateEmail(who.email)}` : ''}
        </span>
      ),
    },
    { type: 'divider' as const },
    { key: 'password', icon: <KeyOutlined />, label: t('account.password.title') },
    { key: 'phone', icon: <MobileOutlined />, label: t('account.phone.title') },
    { key: 'security', icon: <SafetyOutlined />, label: t('account.security.title') },
    { type: 'divider' as const },
    { key: 'exit', icon: <LogoutOutlined />, label: t('shell.exit'), danger: true },
  ];
  const onClick = ({ key }: { key: string }) => {
    if (key === 'exit') void exit();
    else if (key === 'security') navigate(ACCOUNT_SECURITY_PATH);
    else {
      if (key === 'phone') setPhoneLoaded(true);
      setDialog(key as 'password' | 'phone');
    }
  };
  return (
    <>
      <Dropdown menu={{ items, onClick }} trigger={['click']}>
        <Button type="text" data-testid="user-menu" style={{ paddingInline: 8 }}>
          <Avatar size="small" icon={<UserOutlined />} style={{ background: 'var(--diagops-primary)' }} />
          {user?.sysUser.realName || user?.sysUser.username}
          <DownOutlined style={{ fontSize: 10 }} />
        </Button>
      </Dropdown>
      <ChangePasswordDialog open={dialog === 'password' || dialog === 'weak'} weak={dialog === 'weak'} onClose={() => setDialog(null)} />
      {phoneLoaded && (
        <Suspense fallback={null}>
          <LazyChangePhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
        </Suspense>
      )}
    </>
  );
}
