import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { type CSSProperties, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './alert.module.css';
import quiet from './quiet-button.module.css';

type Kind = 'success' | 'info' | 'warning' | 'error';
const ICONS = { success: CheckCircleFilled, info: InfoCircleFilled, warning: ExclamationCircleFilled, error: CloseCircleFilled };

export type AlertProps = {
  type?: Kind;
  /** the main text (antd 6 calls it `title`; `message` is its older name) */
  title?: ReactNode;
  message?: ReactNode;
  description?: ReactNode;
  showIcon?: boolean;
  /** at the end: a button that acts on what it says */
  action?: ReactNode;
  closable?: boolean;
  onClose?: () => void;
  role?: string;
  className?: string;
  style?: CSSProperties;
  'data-testid'?: string;
};

/**
 * antd's Alert as the console uses it, in antd's status colours (tint, border and icon, which
 * antd-providers writes to the --diagops-alert-* variables), without antd's Alert (decision 0012).
 */
export function Alert({
  type = 'info',
  title,
  message,
  description,
  showIcon,
  action,
  closable,
  onClose,
  role = 'alert',
  className,
  style,
  ...rest
}: AlertProps) {
  const { t } = useTranslation();
  const [closed, setClosed] = useState(false);
  if (closed) return null;
  const Icon = ICONS[type];
  return (
    <div
      className={[styles.alert, styles[type], description != null && styles.withDescription, className].filter(Boolean).join(' ')}
      style={style}
      role={role}
      data-testid={rest['data-testid']}
    >
      {showIcon && <Icon className={styles.icon} aria-hidden />}
      <div className={styles.content}>
        <div className={styles.title}>{title ?? message}</div>
        {description != null && <div className={styles.description}>{description}</div>}
      </div>
      {action != null && <div className={styles.action}>{action}</div>}
      {(closable || onClose) && (
        <button
          type="button"
          className={`${quiet.quiet} ${styles.close}`}
          aria-label={t('common.close')}
          onClick={() => {
            setClosed(true);
            onClose?.();
          }}
        >
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}
