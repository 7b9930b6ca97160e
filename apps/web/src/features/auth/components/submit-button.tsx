import type { ReactNode } from 'react';
import styles from './sign-in-form.module.css';

/** The form's primary, full-width button (antd's large primary look); busy shows a spinner and ignores clicks. */
export function SubmitButton({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className={styles.submit} disabled={disabled} aria-busy={busy || undefined} data-busy={busy || undefined}>
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
