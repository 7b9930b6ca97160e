import { type InputHTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../../../shared/ui/line-icons';
import styles from './sign-in-form.module.css';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'prefix'> & {
  id: string;
  icon: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** the rule it breaks, shown under it */
  error?: string;
  /** a password: hidden, with a show/hide button */
  secret?: boolean;
};

/** One input of the sign-in form: plain HTML in antd's large-input look (the first page does not load antd). */
export function TextField({ id, icon, value, onChange, error, secret, className, ...input }: Props) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`${styles.item} ${className ?? ''}`}>
      <span className={`${styles.affix} ${error ? styles.invalid : ''}`}>
        <span className={styles.prefix} aria-hidden="true">
          {icon}
        </span>
        <input
          {...input}
          id={id}
          type={secret && !shown ? 'password' : 'text'}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-label={input.placeholder}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {secret && (
          <button
            type="button"
            className={styles.reveal}
            onClick={() => setShown((s) => !s)}
            aria-label={shown ? t('auth.hidePassword') : t('auth.showPassword')}
          >
            {shown ? <EyeIcon /> : <EyeOffIcon />}
          </button>
        )}
      </span>
      {error && (
        <div id={errorId} className={styles.error} role="alert">
          {error}
        </div>
      )}
    </div>
  );
}
