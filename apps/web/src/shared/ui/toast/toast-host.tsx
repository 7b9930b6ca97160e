import { CheckCircleFilled, CloseCircleFilled, CloseOutlined, ExclamationCircleFilled, InfoCircleFilled, LoadingOutlined } from '@ant-design/icons';
import { type ReactNode, useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';
import { hostSlot } from '../host-slot';
import quiet from '../quiet-button.module.css';
import styles from './toast.module.css';
import { toastApis } from './toast-api';
import { dismiss, remove, subscribe, type Toast, type ToastKind } from './toast-store';

const ICONS: Record<ToastKind, ReactNode> = {
  success: <CheckCircleFilled />,
  info: <InfoCircleFilled />,
  warning: <ExclamationCircleFilled />,
  error: <CloseCircleFilled />,
  loading: <LoadingOutlined />,
};

/** how long a closing toast fades before it leaves (toast.module.css) */
const LEAVE_MS = 200;

const host = hostSlot(() => <ToastHost spare />);

export const { message, notification } = toastApis(host.ensure);

function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  const { id, duration, version, leaving } = toast;
  // a timer per showing: new content under the same key (version) starts it again; the pointer over it holds it
  // biome-ignore lint/correctness/useExhaustiveDependencies: version restarts the timer on purpose
  useEffect(() => {
    if (leaving || paused || duration <= 0) return;
    const timer = setTimeout(() => dismiss(id), duration * 1000);
    return () => clearTimeout(timer);
  }, [id, duration, version, leaving, paused]);
  useEffect(() => {
    if (!leaving) return;
    const timer = setTimeout(() => remove(id), LEAVE_MS);
    return () => clearTimeout(timer);
  }, [id, leaving]);
  const urgent = toast.kind === 'error' || toast.kind === 'warning';
  const notice = toast.place === 'notice';
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the pointer over a toast only holds its timer; it is not a control
    <div
      className={`${notice ? styles.notice : styles.message} ${toast.kind ? styles[toast.kind] : ''} ${leaving ? styles.leaving : ''}`}
      role={urgent ? 'alert' : 'status'}
      data-toast={toast.kind ?? 'open'}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
    >
      {toast.kind && <span className={styles.icon}>{ICONS[toast.kind]}</span>}
      <div className={styles.body}>
        {notice && <div className={styles.title}>{toast.title}</div>}
        {notice ? toast.content && <div className={styles.description}>{toast.content}</div> : toast.content}
      </div>
      {notice && (
        <button type="button" className={`${quiet.quiet} ${styles.close}`} aria-label={t('common.close')} onClick={() => dismiss(id)}>
          <CloseOutlined />
        </button>
      )}
    </div>
  );
}

/**
 * Shows the console's messages (top, centred) and notifications (top right) on the body, above
 * dialogs; the app's providers mount one (shared/ui/app), and a call outside them makes a spare.
 */
export function ToastHost({ spare = false }: { spare?: boolean }) {
  const [toasts, setToasts] = useState<Toast[]>([]);
  useEffect(() => subscribe(setToasts), []);
  if (host.useStandAside(spare) || toasts.length === 0) return null;
  const messages = toasts.filter((x) => x.place === 'message');
  const notices = toasts.filter((x) => x.place === 'notice');
  return createPortal(
    <>
      {messages.length > 0 && (
        <div className={styles.messages}>
          {messages.map((x) => (
            <ToastItem key={x.id} toast={x} />
          ))}
        </div>
      )}
      {notices.length > 0 && (
        <div className={styles.notices}>
          {notices.map((x) => (
            <ToastItem key={x.id} toast={x} />
          ))}
        </div>
      )}
    </>,
    document.body,
  );
}
