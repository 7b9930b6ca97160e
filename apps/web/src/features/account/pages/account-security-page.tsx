import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession } from '../../../shared/session/session-store';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { loadUserInfo } from '../../auth';
import { twoFactorStatus } from '../api/two-factor';
import { ChangePasswordDialog } from '../components/change-password-dialog';
import { ChangePhoneDialog } from '../components/change-phone-dialog';
import { SESSIONS_KEY, SessionsTable } from '../components/sessions-table';
import { TwoFactorCodeDialog } from '../components/two-factor-code-dialog';
import { TwoFactorSetupDialog } from '../components/two-factor-setup-dialog';
import { maskedPhone } from '../flow-error';

const STATUS_KEY = ['account', 'two-factor'] as const;

/** Account security: password, phone, two-factor sign-in and the signed-in devices. */
export default function AccountSecurityPage() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const phone = useSession((s) => s.userInfo?.sysUser.phone ?? null);
  const status = useQuery({ queryKey: STATUS_KEY, queryFn: twoFactorStatus });
  const [dialog, setDialog] = useState<'password' | 'phone' | 'setup' | 'disable' | 'regenerate' | null>(null);
  const changed = () => {
    void qc.invalidateQueries({ queryKey: STATUS_KEY });
    void qc.invalidateQueries({ queryKey: SESSIONS_KEY });
    void loadUserInfo().catch(() => undefined);
  };
  const on = status.data?.enabled ?? false;
  return (
    <Flex vertical gap={16} style={{ maxWidth: 960 }} data-testid="account-security">
      <Panel title={t('account.security.title')}>
        <Descriptions column={1} colon={false} styles={{ label: { width: 160 } }}>
          <Descriptions.Item label={t('account.security.password')}>
            <Flex justify="space-between" align="center" style={{ width: '100%' }}>
              <Typography.Text type="secondary">{t('account.security.passwordHint')}</Typography.Text>
              <Button onClick={() => setDialog('password')}>{t('account.security.changePassword')}</Button>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('account.security.phone')}>
            <Flex justify="space-between" align="center" style={{ width: '100%' }}>
              <Typography.Text>{phone ? maskedPhone(phone) : t('account.security.noPhone')}</Typography.Text>
              <Button onClick={() => setDialog('phone')}>{t('account.security.changePhone')}</Button>
            </Flex>
          </Descriptions.Item>
          <Descriptions.Item label={t('account.twoFactor.title')}>
            <Flex justify="space-between" align="center" style={{ width: '100%' }} gap={8} wrap>
              <Space>
                <Tag color={on ? 'green' : 'default'} data-testid="two-factor-status">
                  {on ? t('account.twoFactor.on') : t('account.twoFactor.off')}
                </Tag>
                {on && <Typography.Text type="secondary">{t('account.twoFactor.backupLeft', { count: status.data?.backupCodesLeft ?? 0 })}</Typography.Text>}
              </Space>
              {status.data &&
                (on ? (
                  <Space>
                    <Button onClick={() => setDialog('regenerate')}>{t('account.twoFactor.newBackupCodes')}</Button>
                    <Button danger onClick={() => setDialog('disable')}>
                      {t('account.twoFactor.disable')}
                    </Button>
                  </Space>
                ) : (
                  <Button type="primary" onClick={() => setDialog('setup')}>
                    {t('account.twoFactor.enable')}
                  </Button>
                ))}
            </Flex>
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel title={t('account.sessions.title')}>
        <SessionsTable />
      </Panel>
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
      <ChangePhoneDialog open={dialog === 'phone'} onClose={() => setDialog(null)} />
      <TwoFactorSetupDialog open={dialog === 'setup'} onClose={() => setDialog(null)} onEnabled={changed} />
      <TwoFactorCodeDialog action={dialog === 'disable' || dialog === 'regenerate' ? dialog : null} onClose={() => setDialog(null)} onChanged={changed} />
    </Flex>
  );
}
