import { CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { closeReminder, useNotifications } from '../../shared/notifications/notification-store';
import { IconButton } from '../../shared/ui/icon-button';
import styles from './message-reminder.module.css';

/** The closable "message reminder" popup: a consultation needs handling. */
export function MessageReminder() {
  const { t } = useTranslation();
  const id = useId();
  const show = useNotifications((s) => !s.reminderClosed && s.items.some((i) => !i.read && i.kind === 'consultation'));
  if (!show) return null;
  return (
    <div role="alertdialog" aria-labelledby={id} className={styles.card} data-testid="message-reminder">
      <div className={styles.head}>
        <span id={id}>
          <MessageOutlined />
          {t('shell.reminder.title')}
        </span>
        <IconButton size="small" aria-label={t('shell.reminder.close')} icon={<CloseOutlined />} onClick={closeReminder} />
      </div>
      <div className={styles.body}>{t('shell.reminder.content')}</div>
    </div>
  );
}
