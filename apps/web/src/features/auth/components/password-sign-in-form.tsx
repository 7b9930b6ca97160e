import { CAPTCHA_LENGTH, SIGN_IN_PASSWORD_MIN } from '@diagops/contracts';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newCaptcha } from '../api/captcha-url';
import { CaptchaImage } from './captcha-image';
import styles from './sign-in-form.module.css';
import { LockIcon, ShieldIcon, UserIcon } from './sign-in-icons';
import { SubmitButton } from './submit-button';
import { TextField } from './text-field';

export type PasswordValues = { username: string; password: string; captcha: string; randomStr: string };
type Fields = Omit<PasswordValues, 'randomStr'>;
/** captcha: whether the server asks for it (null while that is not known yet: the button waits) */
type Props = { busy: boolean; captcha: boolean | null; onSubmit: (v: PasswordValues) => Promise<boolean> };

/**
 * Account and password, with the image captcha when the server has it on (platform.md §5:
 * password ≥ 6, captcha 4). Plain HTML: the sign-in page's first load carries no antd.
 */
export function PasswordSignInForm({ busy, captcha: captchaOn, onSubmit }: Props) {
  const { t } = useTranslation();
  const [values, setValues] = useState<Fields>({ username: '', password: '', captcha: '' });
  const [checked, setChecked] = useState(false);
  const [captcha, setCaptcha] = useState(newCaptcha);
  const errors: Partial<Record<keyof Fields, string>> = {};
  if (!values.username.trim()) errors.username = t('auth.usernameRequired');
  if (!values.password) errors.password = t('auth.passwordRequired');
  else if (values.password.length < SIGN_IN_PASSWORD_MIN) errors.password = t('auth.passwordMin', { min: SIGN_IN_PASSWORD_MIN });
  if (captchaOn && !values.captcha) errors.captcha = t('auth.captchaRequired');
  else if (captchaOn && values.captcha.length !== CAPTCHA_LENGTH) errors.captcha = t('auth.captchaLength', { len: CAPTCHA_LENGTH });
  const shown = (k: keyof Fields) => (checked ? errors[k] : undefined);
  const set = (k: keyof Fields) => (v: string) => setValues((s) => ({ ...s, [k]: v }));
  const refresh = () => {
    setCaptcha(newCaptcha());
    setValues((s) => ({ ...s, captcha: '' }));
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setChecked(true);
    if (busy || captchaOn === null || Object.keys(errors).length > 0) return;
    const ok = await onSubmit({ ...values, captcha: captchaOn ? values.captcha : '', randomStr: captcha.randomStr });
    if (!ok && captchaOn) refresh();
  };
  return (
    <form onSubmit={submit} noValidate autoComplete="on" className={styles.form}>
      <TextField
        id="username"
        icon={<UserIcon />}
        placeholder={t('auth.username')}
        autoComplete="username"
        value={values.username}
        onChange={set('username')}
        error={shown('username')}
      />
      <TextField
        id="password"
        secret
        icon={<LockIcon />}
        placeholder={t('auth.password')}
        autoComplete="current-password"
        value={values.password}
        onChange={set('password')}
        error={shown('password')}
      />
      {captchaOn && (
        <div className={styles.row}>
          <TextField
            id="captcha"
            className={styles.grow}
            icon={<ShieldIcon />}
            placeholder={t('auth.captcha')}
            maxLength={CAPTCHA_LENGTH}
            autoComplete="off"
            value={values.captcha}
            onChange={set('captcha')}
            error={shown('captcha')}
          />
          <CaptchaImage src={captcha.src} onRefresh={refresh} />
        </div>
      )}
      <SubmitButton busy={busy} disabled={captchaOn === null}>
        {t('auth.submit')}
      </SubmitButton>
    </form>
  );
}
