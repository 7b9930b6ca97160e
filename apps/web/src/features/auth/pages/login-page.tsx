import { CANCELLED_SIGN_IN_CODE } from '@diagops/contracts';
import { lazy, type ReactNode, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { isHttpError } from '../../../shared/http/http-error';
import { clearSession } from '../../../shared/session/session-store';
import { LazyChangePasswordForm, RESET_PASSWORD_ROUTE } from '../../account';
import { getCaptchaEnabled } from '../api/get-sign-in-options';
import type { AntdApi } from '../components/antd-area';
import { LanguageMenu } from '../components/language-menu';
import { PasswordSignInForm } from '../components/password-sign-in-form';
import { CheckCircleIcon } from '../components/sign-in-icons';
import { type SignInMode, SignInTabs } from '../components/sign-in-tabs';
import { establishSession, safeRedirect } from '../establish-session';
import { runSignIn, type SignInForm, type SignInOutcome } from '../sign-in-flow';
import styles from './login-page.module.css';

// the password form is plain HTML and shows first; antd and the rest load when asked for
const AntdArea = lazy(() => import('../components/antd-area'));
const CodeSignInForm = lazy(() => import('../components/code-sign-in-form').then((m) => ({ default: m.CodeSignInForm })));
const TwoFactorStep = lazy(() => import('../components/two-factor-step').then((m) => ({ default: m.TwoFactorStep })));
const Alert = lazy(() => import('antd/es/alert'));
const loading = <div className={styles.loading} role="status" aria-busy="true" />;

type Step = { kind: 'form' } | Exclude<SignInOutcome, { kind: 'signedIn' }>;

/** antd's message and modal, once the antd part of the page has mounted. */
function useAntdApi() {
  const [wanted, setWanted] = useState(false);
  const ready = useRef<{ promise: Promise<AntdApi>; resolve: (api: AntdApi) => void } | null>(null);
  if (!ready.current) {
    let resolve!: (api: AntdApi) => void;
    const promise = new Promise<AntdApi>((r) => {
      resolve = r;
    });
    ready.current = { promise, resolve };
  }
  const onApi = useCallback((api: AntdApi) => ready.current?.resolve(api), []);
  const antd = useCallback(() => {
    setWanted(true);
    return ready.current!.promise;
  }, []);
  return { wanted, setWanted, onApi, antd };
}

/** /login: password, SMS-code and e-mail-code sign-in; then two-factor or the expired-password change. */
export default function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const [mode, setMode] = useState<SignInMode>('password');
  const [busy, setBusy] = useState(false);
  const [captcha, setCaptcha] = useState<boolean | null>(null);
  const { wanted, setWanted, onApi, antd } = useAntdApi();
  const { key: visit } = useLocation();
  // a new visit of /login (e.g. ?updatePwd=1 after the password change) starts at the form
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset on every visit
  useEffect(() => setStep({ kind: 'form' }), [visit]);
  // the server says whether it asks for the captcha; unknown (it did not answer): show it
  useEffect(() => {
    getCaptchaEnabled().then(setCaptcha, () => setCaptcha(true));
  }, []);
  useEffect(() => {
    if (mode !== 'password' || step.kind !== 'form') setWanted(true);
  }, [mode, step.kind, setWanted]);

  const fail = (e: unknown) => {
    clearSession();
    if (isHttpError(e) && e.code === CANCELLED_SIGN_IN_CODE) return;
    if (!(isHttpError(e) && e.shown)) void antd().then(({ message }) => message.error((e as Error).message || t('auth.failed')));
  };
  const finish = async (tokens: Parameters<typeof establishSession>[0]) => {
    await establishSession(tokens);
    navigate(safeRedirect(params.get('redirect')), { replace: true });
  };
  const submit = async (form: SignInForm): Promise<boolean> => {
    setBusy(true);
    // antd comes along while the request runs: messages and the confirmation need it
    void antd();
    try {
      const confirmOtherDevice = async (): Promise<boolean> =>
        await (await antd()).modal.confirm({
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

  const antdPart: ReactNode = (
    <>
      {step.kind === 'form' && mode !== 'password' && <CodeSignInForm key={mode} channel={mode} busy={busy} onSubmit={(v) => submit({ mode, ...v })} />}
      {step.kind === 'twoFactor' && (
        <TwoFactorStep unionId={step.unionId} loginType={step.loginType} onSignedIn={finish} onFailed={fail} onBack={() => setStep({ kind: 'form' })} />
      )}
      {step.kind === 'passwordExpired' && (
        <>
          <Alert type="warning" showIcon title={t('account.password.expired')} style={{ marginBottom: 16 }} />
          <LazyChangePasswordForm who={{ username: step.username }} token={step.tokens.access_token} expired onCancel={() => setStep({ kind: 'form' })} />
        </>
      )}
    </>
  );

  return (
    <main className={styles.page}>
      <LanguageMenu />
      <div className={styles.card}>
        <div className={styles.header}>
          <img src="/logo.svg" alt="" width={48} height={48} />
          <h1 className={styles.title}>{t('common.appName')}</h1>
          <p className={styles.subtitle}>{t('auth.subtitle')}</p>
        </div>
        {params.get('updatePwd') === '1' && step.kind === 'form' && (
          <div className={styles.success} role="status">
            <CheckCircleIcon className={styles.successIcon} />
            {t('auth.passwordUpdated')}
          </div>
        )}
        {step.kind === 'form' && (
          <SignInTabs value={mode} onChange={setMode} labels={{ password: t('auth.mode.password'), sms: t('auth.mode.sms'), email: t('auth.mode.email') }} />
        )}
        {step.kind === 'form' && mode === 'password' && (
          <div role="tabpanel" aria-labelledby="sign-in-tab-password">
            <PasswordSignInForm busy={busy} captcha={captcha} onSubmit={(v) => submit({ mode: 'password', ...v })} />
          </div>
        )}
        {wanted && (
          <Suspense fallback={loading}>
            <AntdArea onApi={onApi}>{antdPart}</AntdArea>
          </Suspense>
        )}
        {step.kind === 'form' && (
          <div className={styles.forgot}>
            <Link to={RESET_PASSWORD_ROUTE} data-testid="forgot-password">
              {t('account.reset.forgot')}
            </Link>
          </div>
        )}
      </div>
    </main>
  );
}
