import { Button, Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { endingSessionHere, signOut } from '../../../shared/session/sign-out';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Typography } from '../../../shared/ui/typography';
import { updatePassword } from '../api/update-password';
import { passwordRules } from '../password-rules';

type Props = {
  /** the signed-in user, or the username when the password has expired */
  who: { userId: number } | { username: string };
  /** the restricted token of an expired password */
  token?: string;
  /** the password had expired: the sign-in page opens with ?updatePwd=1 afterwards */
  expired?: boolean;
  onCancel?: () => void;
};

type Values = { password: string; newpassword1: string; confirmPwd: string };

/** Change password (platform.md §4, §5): on success, sign out after 1 s and go to the sign-in page. */
export function ChangePasswordForm({ who, token, expired, onCancel }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const [busy, setBusy] = useState(false);
  const rules = passwordRules(t, form);

  const submit = async (v: Values) => {
    setBusy(true);
    try {
      endingSessionHere();
      await updatePassword({ ...v, ...who }, token);
      void message.success(t('account.password.changed'));
      setTimeout(async () => {
        await signOut(token);
        navigate(expired ? '/login?updatePwd=1' : '/login', { replace: true });
      }, 1000);
    } catch (e) {
      // the server's message; for refused fields (common password, same as current…) its field text
      const field = isHttpError(e) ? (e.data as { errors?: Array<{ message?: string }> } | null)?.errors?.[0]?.message : undefined;
      void message.error(field || (isHttpError(e) && e.message) || t('account.password.contactDevelopers'));
      setBusy(false);
    }
  };

  return (
    <Form form={form} layout="vertical" onFinish={submit} requiredMark={false} data-testid="change-password-form">
      <Typography.Paragraph type="secondary">{t('account.password.ruleHint')}</Typography.Paragraph>
      <Form.Item name="password" label={t('account.password.current')} rules={rules.current}>
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item name="newpassword1" label={t('account.password.new')} rules={rules.next} dependencies={['password']}>
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Form.Item name="confirmPwd" label={t('account.password.confirm')} rules={rules.confirm} dependencies={['newpassword1']}>
        <Input.Password autoComplete="new-password" maxLength={30} />
      </Form.Item>
      <Form.Item style={{ marginBottom: 0, textAlign: 'right' }}>
        {onCancel && (
          <Button onClick={onCancel} style={{ marginRight: 8 }}>
            {t('common.cancel')}
          </Button>
        )}
        <Button type="primary" htmlType="submit" loading={busy}>
          {t('common.confirm')}
        </Button>
      </Form.Item>
    </Form>
  );
}
