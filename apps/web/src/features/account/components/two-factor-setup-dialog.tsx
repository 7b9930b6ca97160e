import { type TOpenTwoFactorReply, TOTP_LENGTH } from '@diagops/contracts';
import { Button, Flex, Form, Steps } from 'antd';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Spin } from '../../../shared/ui/spin';
import { Typography } from '../../../shared/ui/typography';
import { confirmOpen, firstCheckCode, openTwoFactor } from '../api/two-factor';
import { flowErrorText } from '../flow-error';
import { BackupCodes } from './backup-codes';

type Props = { open: boolean; onClose: () => void; onEnabled: () => void };

/**
 * Two-factor set-up: the QR code of the otpauth URI (and the key for typing), a first
 * check of a code, confirmOpen, then the ten backup codes shown once.
 */
export function TwoFactorSetupDialog({ open, onClose, onEnabled }: Props) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<string[] | null>(null);
  const finish = () => {
    onEnabled();
    onClose();
  };
  return (
    <Modal
      open={open}
      title={t('account.twoFactor.enable')}
      onCancel={codes ? undefined : onClose}
      closable={!codes}
      maskClosable={false}
      footer={null}
      destroyOnHidden
      width={520}
    >
      {open && (codes ? <BackupCodes codes={codes} onDone={finish} /> : <SetupSteps onEnabled={setCodes} />)}
    </Modal>
  );
}

function SetupSteps({ onEnabled }: { onEnabled: (codes: string[]) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [setup, setSetup] = useState<(TOpenTwoFactorReply & { qr: string }) | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [verified, setVerified] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ code: string }>();
  const started = useRef(false);

  const start = async () => {
    setError(null);
    setVerified(null);
    form.resetFields();
    try {
      const reply = await openTwoFactor();
      setSetup({ ...reply, qr: await QRCode.toDataURL(reply.otpauthUri, { margin: 1, width: 200 }) });
    } catch (e) {
      setError(flowErrorText(e, 'account.twoFactor.failed'));
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the step opens
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void start();
  }, []);

  const fail = (e: unknown) => {
    if (isHttpError(e) && e.code === 15319) {
      setSetup(null);
      setError(t('account.twoFactor.expired'));
      return;
    }
    void message.error(flowErrorText(e, 'account.twoFactor.failed'));
  };
  const check = async ({ code }: { code: string }) => {
    setBusy(true);
    try {
      if (verified === code) {
        onEnabled(await confirmOpen(code));
        void message.success(t('account.twoFactor.enabled'));
      } else {
        await firstCheckCode(code);
        setVerified(code);
      }
    } catch (e) {
      setVerified(null);
      fail(e);
    } finally {
      setBusy(false);
    }
  };

  if (error && !setup) {
    return (
      <Flex vertical gap={16}>
        <Alert type="error" showIcon title={error} />
        <Button onClick={start}>{t('account.twoFactor.enable')}</Button>
      </Flex>
    );
  }
  if (!setup) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  return (
    <Form form={form} layout="vertical" onFinish={check} requiredMark={false} data-testid="two-factor-setup">
      <Steps
        size="small"
        current={verified ? 1 : 0}
        items={[{ title: t('account.twoFactor.verify') }, { title: t('account.twoFactor.turnOn') }]}
        style={{ marginBottom: 16 }}
      />
      <Typography.Paragraph type="secondary">{t('account.twoFactor.intro')}</Typography.Paragraph>
      <Typography.Text strong>{t('account.twoFactor.scan')}</Typography.Text>
      <Flex vertical align="center" gap={4} style={{ margin: '8px 0 16px' }}>
        <img src={setup.qr} alt="otpauth QR" width={200} height={200} data-testid="two-factor-qr" data-uri={setup.otpauthUri} />
        <Typography.Text type="secondary">{t('account.twoFactor.manual')}</Typography.Text>
        <Typography.Text code copyable data-testid="two-factor-secret">
          {setup.secret}
        </Typography.Text>
      </Flex>
      <Form.Item
        name="code"
        label={t('account.twoFactor.verifyHint')}
        rules={[{ required: true, pattern: new RegExp(`^\\d{${TOTP_LENGTH}}$`), message: t('account.twoFactor.codeRule') }]}
      >
        <Input
          placeholder={t('account.twoFactor.codePlaceholder')}
          maxLength={TOTP_LENGTH}
          inputMode="numeric"
          autoComplete="one-time-code"
          onChange={() => setVerified(null)}
          data-testid="two-factor-code"
        />
      </Form.Item>
      {verified && <Alert type="success" showIcon title={t('account.twoFactor.verified')} style={{ marginBottom: 16 }} />}
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={busy}>
          {verified ? t('account.twoFactor.turnOn') : t('account.twoFactor.verify')}
        </Button>
      </Flex>
    </Form>
  );
}
