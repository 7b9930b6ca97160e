import { isPasswordWellFormed } from '@diagops/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit/form-errors';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { resetPasswords } from '../api/reset-passwords';

export type PasswordTarget = { userIds: number[]; names: string[] };
type Props = { target: PasswordTarget | null; onClose: (done: boolean) => void };

/** A temporary password for one user (reset) or the selected users (batch change); the server marks it expired. */
export function PasswordDialog({ target, onClose }: Props) {
  if (!target) return null;
  return <PasswordDialogBody target={target} onClose={onClose} />;
}

function PasswordDialogBody({ target, onClose }: Props & { target: PasswordTarget }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ password: string; confirm: string }>();
  const [busy, setBusy] = useState(false);
  const many = target.userIds.length > 1;
  const who = many ? t('users.nUsers', { n: target.userIds.length }) : (target.names[0] ?? '');
  const submit = async () => {
    const v = await form.validateFields();
    setBusy(true);
    try {
      await resetPasswords(target.userIds, v.password);
      message.success(t('users.passwordReset', { who }));
      onClose(true);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t(many ? 'users.batchPasswordTitle' : 'users.resetPasswordTitle', { who })}
      okText={t('common.confirm')}
      cancelText={t('common.cancel')}
      onOk={submit}
      onCancel={() => onClose(false)}
      confirmLoading={busy}
      maskClosable={false}
    >
      <Alert type="info" showIcon style={{ marginBottom: 16 }} message={t('users.temporaryHint')} />
      {many && <div style={{ marginBottom: 12, wordBreak: 'break-all' }}>{target.names.join(', ')}</div>}
      <Form form={form} layout="vertical" data-testid="password-form">
        <Form.Item
          name="password"
          label={t('users.newPassword')}
          extra={t('users.passwordHint')}
          rules={[
            { required: true, message: t('users.passwordRequired') },
            { validator: async (_r, v: string) => (v && !isPasswordWellFormed(v) ? Promise.reject(new Error(t('users.passwordRule'))) : undefined) },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={30} data-testid="reset-password" />
        </Form.Item>
        <Form.Item
          name="confirm"
          label={t('users.confirmPassword')}
          dependencies={['password']}
          rules={[
            { required: true, message: t('users.confirmRequired') },
            { validator: async (_r, v: string) => (v && v !== form.getFieldValue('password') ? Promise.reject(new Error(t('users.mismatch'))) : undefined) },
          ]}
        >
          <Input.Password autoComplete="new-password" maxLength={30} data-testid="reset-confirm" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
