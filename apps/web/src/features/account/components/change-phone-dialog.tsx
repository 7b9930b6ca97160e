import { CODE_INPUT_MAX, PHONE_LENGTH, PHONE_PREFIX, phoneProblem } from '@diagops/contracts';
import { Button, Flex, Form, Result, Space, Steps } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../shared/components/send-code-button';
import { useSession } from '../../../shared/session/session-store';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Typography } from '../../../shared/ui/typography';
import { loadUserInfo } from '../../auth';
import { bindNewPhone } from '../api/bind-new-phone';
import { sendPhoneCode } from '../api/send-phone-code';
import { verifyCurrentPhone } from '../api/verify-current-phone';
import { flowErrorText, maskedPhone } from '../flow-error';

type Props = { open: boolean; onClose: () => void };

/**
 * Change phone number (platform.md §4 "Phone-change dialog steps"): step 1 when no phone
 * is bound (a confirm that closes); step 2 verifies the current phone, its code sent on
 * opening; step 3 binds the new phone (+86, mainland only) and reloads the user info.
 */
export function ChangePhoneDialog({ open, onClose }: Props) {
  const { t } = useTranslation();
  const phone = useSession((s) => s.userInfo?.sysUser.phone ?? null);
  const [step, setStep] = useState<'verify' | 'bind'>('verify');
  useEffect(() => {
    if (open) setStep('verify');
  }, [open]);
  if (!phone) {
    return (
      <Modal
        open={open}
        title={t('account.phone.title')}
        onOk={onClose}
        onCancel={onClose}
        okText={t('common.confirm')}
        cancelButtonProps={{ style: { display: 'none' } }}
        destroyOnHidden
      >
        <Result status="info" subTitle={t('account.phone.noPhone')} data-testid="phone-step-1" />
      </Modal>
    );
  }
  return (
    <Modal open={open} title={t('account.phone.title')} onCancel={onClose} footer={null} destroyOnHidden width={480}>
      <Steps
        size="small"
        current={step === 'verify' ? 0 : 1}
        items={[{ title: t('account.phone.stepVerify') }, { title: t('account.phone.stepBind') }]}
        style={{ marginBottom: 24 }}
      />
      {step === 'verify' ? <VerifyCurrentStep phone={phone} onVerified={() => setStep('bind')} /> : <BindNewStep onBound={onClose} />}
    </Modal>
  );
}

/** Step 2: the code goes to the current phone as the step opens. */
function VerifyCurrentStep({ phone, onVerified }: { phone: string; onVerified: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [sent, setSent] = useState<boolean | null>(null);
  const [busy, setBusy] = useState(false);
  const asked = useRef(false);
  const send = async () => {
    try {
      await sendPhoneCode(phone, 'current');
      void message.success(t('account.phone.codeSent'));
    } catch (e) {
      void message.error(flowErrorText(e, 'account.phone.sendFailed'));
      throw e;
    }
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, as the step opens
  useEffect(() => {
    if (asked.current) return;
    asked.current = true;
    send().then(
      () => setSent(true),
      () => setSent(false),
    );
  }, []);
  const submit = async ({ captcha }: { captcha: string }) => {
    setBusy(true);
    try {
      await verifyCurrentPhone({ captcha: captcha.trim() });
      onVerified();
    } catch (e) {
      void message.error(flowErrorText(e, 'account.phone.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} data-testid="phone-step-2">
      <Typography.Paragraph>{t('account.phone.codeSentTo', { phone: `${PHONE_PREFIX} ${maskedPhone(phone)}` })}</Typography.Paragraph>
      <Form.Item label={t('account.phone.code')} required>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('account.phone.codeRequired') }]}>
            <Input placeholder={t('account.phone.codePlaceholder')} maxLength={CODE_INPUT_MAX} autoComplete="one-time-code" data-testid="phone-code" />
          </Form.Item>
          {sent !== null && <SendCodeButton onSend={send} startCounting={sent} />}
        </Space.Compact>
      </Form.Item>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('account.phone.next')}
        </Button>
      </Flex>
    </Form>
  );
}

/** Step 3: starts with the code and the timer cleared; the get-code button waits for a valid phone. */
function BindNewStep({ onBound }: { onBound: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ phone: string; captcha: string }>();
  const phone: string = Form.useWatch('phone', form) ?? '';
  const [busy, setBusy] = useState(false);
  const problem = phoneProblem(phone);
  const send = async () => {
    try {
      await sendPhoneCode(phone.trim(), 'new');
      void message.success(t('account.phone.codeSent'));
    } catch (e) {
      void message.error(flowErrorText(e, 'account.phone.sendFailed'));
      throw e;
    }
  };
  const submit = async (v: { phone: string; captcha: string }) => {
    setBusy(true);
    try {
      await bindNewPhone({ phone: v.phone.trim(), captcha: v.captcha.trim() });
      void message.success(t('account.phone.bound'));
      await loadUserInfo();
      onBound();
    } catch (e) {
      void message.error(flowErrorText(e, 'account.phone.operationFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="phone-step-3">
      <Form.Item label={t('account.phone.newPhone')} required>
        <Space.Compact block>
          <Space.Addon>{PHONE_PREFIX}</Space.Addon>
          <Form.Item
            name="phone"
            noStyle
            rules={[
              {
                validator: async (_r, v: string | undefined) => {
                  const p = phoneProblem(v ?? '');
                  if (p) throw new Error(t(`account.phone.errors.${p}`));
                },
              },
            ]}
          >
            <Input placeholder={t('account.phone.newPhonePlaceholder')} maxLength={PHONE_LENGTH + 2} inputMode="numeric" data-testid="new-phone" />
          </Form.Item>
        </Space.Compact>
      </Form.Item>
      <Form.Item label={t('account.phone.code')} required>
        <Space.Compact block>
          <Form.Item name="captcha" noStyle rules={[{ required: true, whitespace: true, message: t('account.phone.codeRequired') }]}>
            <Input placeholder={t('account.phone.codePlaceholder')} maxLength={CODE_INPUT_MAX} autoComplete="one-time-code" data-testid="new-phone-code" />
          </Form.Item>
          <SendCodeButton onSend={send} disabled={problem !== null} />
        </Space.Compact>
      </Form.Item>
      <Flex justify="end">
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('account.phone.bind')}
        </Button>
      </Flex>
    </Form>
  );
}
