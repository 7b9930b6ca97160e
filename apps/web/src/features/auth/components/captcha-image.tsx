import { useTranslation } from 'react-i18next';

type Props = { src: string; onRefresh: () => void };

/** The image captcha; a click asks for a new one (a new randomStr each time). */
export function CaptchaImage({ src, onRefresh }: Props) {
  const { t } = useTranslation();
  return (
    <button
      type="button"
      onClick={onRefresh}
      title={t('auth.captchaRefresh')}
      style={{ border: 0, padding: 0, background: 'none', cursor: 'pointer', height: 40 }}
    >
      <img src={src} alt={t('auth.captchaAlt')} width={120} height={40} style={{ borderRadius: 6, border: '1px solid #d9d9d9', display: 'block' }} />
    </button>
  );
}
