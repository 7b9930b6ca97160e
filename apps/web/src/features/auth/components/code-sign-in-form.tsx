import { MailOutlined, MobileOutlined, SafetyOutlined } from '@ant-design/icons';
import { CODE_INPUT_MAX, MAINLAND_PHONE } from '@diagops/contracts';
import { Button, Flex, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { SendCodeButton } from '../../../shared/components/send-code-button';
import { Input } from '../../../shared/ui/input';
import { sendSignInCode } from '../api/send-sign-in-code';

export type CodeValues = { account: string; code: string };
type Props = { channel: 'sms' | 'email'; busy: boolean; onSubmit: (v: CodeValues) => Promise<boolean> };

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sign-in with a code sent by SMS (mainland phone, +86) or e-mail. */
export function CodeSignInForm({ channel, busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<CodeValues>();
  const account = Form.useWatch('account', form) ?? '';
  const valid = channel === 'sms' ? MAINLAND_PHONE.test(account) : EMAIL.test(account);
  const accountRules =
    channel === 'sms'
      ? [
          { required: true, message: t('auth.phoneRequired') },
          { pattern: MAINLAND_PHONE, message: t('auth.phoneInvalid') },
        ]
      : [
          { required: true, message: t('auth.emailRequired') },
          { pattern: EMAIL, message: t('auth.emailInvalid') },
        ];
  return (
    <Form form={form} onFinish={onSubmit} size="large">
      <Form.Item name="account" rules={accountRules}>
        {channel === 'sms' ? (
          <Input prefix={<MobileOutlined />} addonBefore="+86" placeholder={t('auth.phone')} maxLength={11} inputMode="numeric" />
        ) : (
          <Input prefix={<MailOutlined />} placeholder={t('auth.email')} autoComplete="email" />
        )}
      </Form.Item>
      <Flex gap={8} align="start">
        <Form.Item name="code" style={{ flex: 1 }} rules={[{ required: true, whitespace: true, message: t('auth.codeRequired') }]}>
          <Input prefix={<SafetyOutlined />} placeholder={t('auth.code')} maxLength={CODE_INPUT_MAX} autoComplete="one-time-code" />
        </Form.Item>
        <SendCodeButton disabled={!valid} onSend={() => sendSignInCode(account, channel)} />
      </Flex>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}
