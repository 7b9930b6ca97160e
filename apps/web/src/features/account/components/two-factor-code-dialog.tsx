import { CODE_INPUT_MAX, secondFactorKind } from '@diagops/contracts';
import { Button, Flex, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Typography } from '../../../shared/ui/typography';
import { closeTwoFactor, regenerateBackupCodes } from '../api/two-factor';
import { flowErrorText } from '../flow-error';
import { BackupCodes } from './backup-codes';

type Props = { action: 'disable' | 'regenerate' | null; onClose: () => void; onChanged: () => void };

/** Turning two-factor off, or new backup codes: both need an authenticator or a backup code. */
export function TwoFactorCodeDialog({ action, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const [codes, setCodes] = useState<string[] | null>(null);
  const close = () => {
    setCodes(null);
    onClose();
  };
  const submit = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      if (action === 'disable') {
        await closeTwoFactor(code.trim());
        void message.success(t('account.twoFactor.disabled'));
        onChanged();
        close();
      } else {
        setCodes(await regenerateBackupCodes(code.trim()));
        onChanged();
      }
    } catch (e) {
      void message.error(flowErrorText(e, 'account.twoFactor.failed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={action !== null}
      title={action === 'disable' ? t('account.twoFactor.disableTitle') : t('account.twoFactor.regenerateTitle')}
      onCancel={codes ? undefined : close}
      closable={!codes}
      footer={null}
      destroyOnHidden
    >
      {codes ? (
        <BackupCodes codes={codes} onDone={close} />
      ) : (
        <Form layout="vertical" onFinish={submit} requiredMark={false} data-testid="two-factor-prove">
          <Typography.Paragraph>{t('account.twoFactor.proveHint')}</Typography.Paragraph>
          <Form.Item
            name="code"
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  if (!v || !secondFactorKind(v)) throw new Error(t('account.twoFactor.proveRule'));
                },
              },
            ]}
          >
            <Input maxLength={CODE_INPUT_MAX} autoComplete="one-time-code" placeholder={t('account.twoFactor.code')} data-testid="two-factor-prove-code" />
          </Form.Item>
          <Flex justify="end">
            <Button type="primary" danger={action === 'disable'} htmlType="submit" loading={busy}>
              {t('common.confirm')}
            </Button>
          </Flex>
        </Form>
      )}
    </Modal>
  );
}
