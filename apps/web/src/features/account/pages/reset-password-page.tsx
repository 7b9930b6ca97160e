import { Button, Flex, Form, Result } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { isHttpError } from '../../../shared/http/http-error';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Panel } from '../../../shared/ui/panel';
import { Typography } from '../../../shared/ui/typography';
import { forgotPassword, resetPassword } from '../api/reset-password';
import { flowErrorText } from '../flow-error';
import { passwordRules } from '../password-rules';
import styles from './reset-password-page.module.css';

/**
 * /resetPassword: without a token, ask for the reset e-mail; with the e-mailed
 * ?token=…, set a new password (same rules as the password change) within 3 minutes.
 */
export default function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Panel className={styles.card} variant="borderless" title={t('account.reset.title')}>
        {token ? <NewPasswordForm token={token} /> : <RequestForm />}
        <Flex justify="center" style={{ marginTop: 8 }}>
          <Link to="/login">{t('account.reset.back')}</Link>
        </Flex>
      </Panel>
    </div>
  );
}

function RequestForm() {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submit = async ({ account }: { account: string }) => {
    setBusy(true);
    setError(null);
    try {
      const a = account.trim();
      await forgotPassword(a.includes('@') ? { email: a } : { username: a });
      setSent(true);
    } catch (e) {
      setError(flowErrorText(e, 'account.reset.failed'));
    } finally {
      setBusy(false);
    }
  };
  if (sent) return <Result status="success" subTitle={t('account.reset.sent')} data-testid="reset-sent" />;
  return (
    <Form layout="vertical" onFinish={submit} requiredMark={false} data-testid="reset-request">
      <Typography.Paragraph type="secondary">{t('account.reset.requestHint')}</Typography.Paragraph>
      {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
      <Form.Item name="account" label={t('account.reset.account')} rules={[{ required: true, whitespace: true, message: t('account.reset.accountRequired') }]}>
        <Input maxLength={128} autoComplete="username" />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('account.reset.send')}
      </Button>
    </Form>
  );
}

function NewPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<{ newpassword1: string; confirmPwd: string }>();
  const [busy, setBusy] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const rules = passwordRules(t, form);
  const submit = async (v: { newpassword1: string; confirmPwd: string }) => {
    setBusy(true);
    try {
      await resetPassword(token, v.newpassword1, v.confirmPwd);
      void message.success(t('account.reset.done'));
      setTimeout(() => navigate('/login', { replace: true }), 1000);
    } catch (e) {
      if (isHttpError(e) && e.code === 15317) setInvalid(true);
      else void message.error(flowErrorText(e, 'account.reset.failed'));
      setBusy(false);
    }
  };
  if (invalid) {
    return (
      <Result
        status="warning"
        subTitle={t('account.reset.invalid')}
        extra={
          <Link to="/resetPassword" onClick={() => setInvalid(false)}>
            {t('account.reset.send')}
          </Link>
        }
        data-testid="reset-invalid"
      />
    );
  }
  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="reset-form">
      <Typography.Paragraph type="secondary">{t('account.password.ruleHint')}</Typography.Paragraph>
      <Form.Item name="newpassword1" label={t('account.password.new')} rules={rules.next}>
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Form.Item name="confirmPwd" label={t('account.password.confirm')} rules={rules.confirm} dependencies={['newpassword1']}>
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('account.reset.submit')}
      </Button>
    </Form>
  );
}
