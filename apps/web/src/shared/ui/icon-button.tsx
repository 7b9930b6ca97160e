import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './ui.module.css';

type Props = ButtonHTMLAttributes<HTMLButtonElement> & {
  icon?: ReactNode;
  /** shown as a tooltip on hover and focus; also the button's name unless `aria-label` says otherwise */
  tip?: string;
  size?: 'small' | 'middle';
  testId?: string;
  ref?: Ref<HTMLButtonElement>;
};

/** antd's text button (icon, optional text, tooltip) as a plain button. */
export function IconButton({ icon, tip, size, testId, className, children, ref, ...rest }: Props) {
  const classes = [styles.button, tip ? styles.tip : '', size === 'small' ? styles.small : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button ref={ref} type="button" className={classes} data-tip={tip} aria-label={rest['aria-label'] ?? tip} data-testid={testId} {...rest}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </button>
  );
}
