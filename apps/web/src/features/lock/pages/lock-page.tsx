import { LockOutlined, UnlockOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate } from 'react-router';
import { useSession } from '../../../shared/session/session-store';
import { signOut } from '../../../shared/session/sign-out';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Typography } from '../../../shared/ui/typography';
import { resetLock, unlockScreen, useLock } from '../lock-store';
import styles from './lock-page.module.css';

/** /lock: every route comes here until the lock password is entered. */
export default function LockPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const isLock = useLock((s) => s.isLock);
  const username = useSession((s) => s.userInfo?.sysUser.realName || s.userInfo?.sysUser.username);
  if (!isLock) return <Navigate to="/homePage" replace />;
  const unlock = ({ password }: { password: string }) => {
    if (unlockScreen(password)) navigate('/homePage', { replace: true });
    else void message.error(t('lock.wrong'));
  };
  const exit = async () => {
    await signOut();
    resetLock();
    navigate('/login', { replace: true });
  };
  return (
    <div className={styles.page}>
      <Flex vertical align="center" gap={16} className={styles.panel}>
        <Avatar size={72} icon={<LockOutlined />} />
        <Typography.Title level={4} style={{ color: '#fff', margin: 0 }}>
          {username}
        </Typography.Title>
        <Typography.Text style={{ color: 'rgba(255,255,255,.75)' }}>{t('lock.locked')}</Typography.Text>
        <Form onFinish={unlock} layout="inline" style={{ justifyContent: 'center' }}>
          <Form.Item name="password" rules={[{ required: true, message: t('lock.required') }]}>
            <Input.Password placeholder={t('lock.password')} autoFocus style={{ width: 240 }} />
          </Form.Item>
          <Button type="primary" htmlType="submit" icon={<UnlockOutlined />}>
            {t('lock.unlock')}
          </Button>
        </Form>
        <Button type="link" onClick={exit} style={{ color: '#fff' }}>
          {t('shell.exit')}
        </Button>
      </Flex>
    </div>
  );
}
