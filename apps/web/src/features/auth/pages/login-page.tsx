import { CANCELLED_SIGN_IN_CODE } from '@diagops/contracts';
import { Alert, App, Card, Flex, Spin, Tabs, Typography } from 'antd';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { LanguageSwitch } from '../../../shared/components/language-switch';
import { isHttpError } from '../../../shared/http/http-error';
import { clearSession } from '../../../shared/session/session-store';
import { LazyChangePasswordForm, RESET_PASSWORD_ROUTE } from '../../account';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { establishSession, safeRedirect } from '../establish-session';
import { runSignIn, type SignInForm, type SignInOutcome } from '../sign-in-flow';
import styles from './login-page.module.css';

// the password form shows first; the rest loads when asked for
const CodeSignInForm = lazy(() => import('../components/code-sign-in-form').then((m) => ({ default: m.CodeSignInForm })));
const TwoFactorStep = lazy(() => import('../components/two-factor-step').then((m) => ({ default: m.TwoFactorStep })));
const later = (node: ReactNode) => (
  <Suspense
    fallback={
      <Flex justify="center" style={{ padding: 24 }}>
        <Spin />
      </Flex>
    }
  >
    {node}
  </Suspense>
);

type Step = { kind: 'form' } | Exclude<SignInOutcome, { kind: 'signedIn' }>;

/** /login: password, SMS-code and e-mail-code sign-in; then two-factor or the expired-password change. */
export default function LoginPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [busy, setBusy] = useState(false);
  const { key: visit } = useLocation();
  // a new visit of /login (e.g. ?updatePwd=1 after the password change) starts at the form
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every visit
  useEffect(() => setStep({ kind: 'form' }), [visit]);

  const fail = (e: unknown) => {
    clearSession();
    if (isHttpError(e) && e.code === CANCELLED_SIGN_IN_CODE) return;
    if (!(isHttpError(e) && e.shown)) void message.error((e as Error).message || t('auth.failed'));
  };
  const finish = async (tokens: Parameters<typeof establishSession>[0]) => {
    await establishSession(tokens);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const submit = async (form: SignInForm): Promise<boolean> => {
    setBusy(true);
    try {
      const confirmOtherDevice = async (): Promise<boolean> =>
        await modal.confirm({
          title: t('auth.otherDevice.title'),
          content: t('auth.otherDevice.content'),
          okText: t('common.confirm'),
          cancelText: t('common.cancel'),
        });
      const outcome = await runSignIn(form, { confirmOtherDevice });
      if (outcome.kind === 'signedIn') await finish(outcome.tokens);
      else setStep(outcome);
      return true;
    } catch (e) {
      fail(e);
      return false;
    } finally {
      setBusy(false);
    }
  };

  const forms = [
    { key: 'password', label: t('auth.mode.password'), children: <PasswordSignInForm busy={busy} onSubmit={(v) => submit({ mode: 'password', ...v })} /> },
    { key: 'sms', label: t('auth.mode.sms'), children: later(<CodeSignInForm channel="sms" busy={busy} onSubmit={(v) => submit({ mode: 'sms', ...v })} />) },
    {
      key: 'email',
      label: t('auth.mode.email'),
      children: later(<CodeSignInForm channel="email" busy={busy} onSubmit={(v) => submit({ mode: 'email', ...v })} />),
    },
  ];

  return (
    <div className={styles.page}>
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <Card className={styles.card} variant="borderless">
        <Flex vertical align="center" gap={4} style={{ marginBottom: 16 }}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          <Typography.Title level={3} style={{ margin: 0 }}>
            {t('common.appName')}
          </Typography.Title>
          <Typography.Text type="secondary">{t('auth.subtitle')}</Typography.Text>
        </Flex>
        {params.get('updatePwd') === '1' && step.kind === 'form' && (
          <Alert type="success" showIcon title={t('auth.passwordUpdated')} style={{ marginBottom: 16 }} />
        )}
        {step.kind === 'form' && <Tabs centered items={forms} destroyOnHidden />}
        {step.kind === 'form' && (
          <Flex justify="end">
            <Link to={RESET_PASSWORD_ROUTE} data-testid="forgot-password">
              {t('account.reset.forgot')}
            </Link>
          </Flex>
        )}
        {step.kind === 'twoFactor' &&
          later(
            <TwoFactorStep unionId={step.unionId} loginType={step.loginType} onSignedIn={finish} onFailed={fail} onBack={() => setStep({ kind: 'form' })} />,
          )}
        {step.kind === 'passwordExpired' && (
          <>
            <Alert type="warning" showIcon title={t('account.password.expired')} style={{ marginBottom: 16 }} />
            {later(
              <LazyChangePasswordForm who={{ username: step.username }} token={step.tokens.access_token} expired onCancel={() => setStep({ kind: 'form' })} />,
            )}
          </>
        )}
      </Card>
    </div>
  );
}
