import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './spin.module.css';

export type SpinProps = {
  spinning?: boolean;
  size?: 'small' | 'default' | 'large';
  /** a text under the spinner */
  tip?: ReactNode;
  className?: string;
  style?: CSSProperties;
  /** what is loading: shown dimmed, and not to be used, under the spinner while it spins */
  children?: ReactNode;
};

/**
 * antd's Spin as the console uses it: a spinner named "Loading" in the page's language, alone
 * or over what is loading (which is marked aria-busy), without antd's Spin (decision 0012).
 */
export function Spin({ spinning = true, size = 'default', tip, className, style, children }: SpinProps) {
  const { t } = useTranslation();
  const spinner = (
    <span
      className={[styles.spin, styles[size], className].filter(Boolean).join(' ')}
      style={children === undefined ? style : undefined}
      role="status"
      aria-label={t('common.loading')}
      data-spinning
    >
      <span className={styles.ring} aria-hidden />
      {tip != null && <span className={styles.tip}>{tip}</span>}
    </span>
  );
  if (children === undefined) return spinning ? spinner : null;
  return (
    <div className={styles.nest} style={style} aria-busy={spinning || undefined}>
      {spinning && <div className={styles.over}>{spinner}</div>}
      <div className={spinning ? styles.dim : undefined}>{children}</div>
    </div>
  );
}
