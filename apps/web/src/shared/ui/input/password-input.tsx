import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon, EyeOffIcon } from '../line-icons';
import quiet from '../quiet-button.module.css';
import styles from './input.module.css';
import { TextInput, type TextInputProps } from './text-input';

/** A password: hidden, with a named button at its end that shows it (antd's Input.Password). */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'trailing'>) {
  const { t } = useTranslation();
  const [shown, setShown] = useState(false);
  return (
    <TextInput
      {...props}
      type={shown ? 'text' : 'password'}
      trailing={
        <button
          type="button"
          className={`${quiet.quiet} ${styles.action} ${styles.reveal}`}
          aria-label={shown ? t('common.hidePassword') : t('common.showPassword')}
          aria-pressed={shown}
          disabled={props.disabled}
          onMouseDown={(e) => e.preventDefault()}
          onClick={() => setShown((s) => !s)}
        >
          {shown ? <EyeIcon /> : <EyeOffIcon />}
        </button>
      }
    />
  );
}
