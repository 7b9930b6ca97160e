import { LockOutlined, SafetyOutlined, UserOutlined } from '@ant-design/icons';
import { CAPTCHA_LENGTH, SIGN_IN_PASSWORD_MIN } from '@diagops/contracts';
import { Button, Flex, Form, Input } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newCaptcha } from '../api/captcha-url';
import { CaptchaImage } from './captcha-image';

export type PasswordValues = { username: string; password: string; captcha: string; randomStr: string };
type Props = { busy: boolean; onSubmit: (v: PasswordValues) => Promise<boolean> };

/** Account and password, with the image captcha (platform.md §5: password ≥ 6, captcha 4). */
export function PasswordSignInForm({ busy, onSubmit }: Props) {
  const { t } = useTranslation();
  const [form] = Form.useForm<Omit<PasswordValues, 'randomStr'>>();
  const [captcha, setCaptcha] = useState(newCaptcha);
  const refresh = () => {
    setCaptcha(newCaptcha());
    form.setFieldValue('captcha', '');
  };
  const finish = async (v: Omit<PasswordValues, 'randomStr'>) => {
    const ok = await onSubmit({ ...v, randomStr: captcha.randomStr });
    if (!ok) refresh();
  };
  return (
    <Form form={form} onFinish={finish} size="large" autoComplete="on">
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: t('auth.usernameRequired') }]}>
        <Input prefix={<UserOutlined />} placeholder={t('auth.username')} autoComplete="username" />
      </Form.Item>
      <Form.Item
        name="password"
        rules={[
          { required: true, message: t('auth.passwordRequired') },
          { min: SIGN_IN_PASSWORD_MIN, message: t('auth.passwordMin', { min: SIGN_IN_PASSWORD_MIN }) },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={t('auth.password')} autoComplete="current-password" />
      </Form.Item>
      <Flex gap={8} align="start">
        <Form.Item
          name="captcha"
          style={{ flex: 1 }}
          rules={[
            { required: true, message: t('auth.captchaRequired') },
            { len: CAPTCHA_LENGTH, message: t('auth.captchaLength', { len: CAPTCHA_LENGTH }) },
          ]}
        >
          <Input prefix={<SafetyOutlined />} placeholder={t('auth.captcha')} maxLength={CAPTCHA_LENGTH} autoComplete="off" />
        </Form.Item>
        <CaptchaImage src={captcha.src} onRefresh={refresh} />
      </Flex>
      <Button type="primary" htmlType="submit" block loading={busy}>
        {t('auth.submit')}
      </Button>
    </Form>
  );
}
