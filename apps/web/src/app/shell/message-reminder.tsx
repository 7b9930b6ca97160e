import { CloseOutlined, MessageOutlined } from '@ant-design/icons';
import { Button, Card } from 'antd';
import { useTranslation } from 'react-i18next';
import { closeReminder, useNotifications } from '../../shared/notifications/notification-store';

/** The closable "message reminder" popup: a consultation needs handling. */
export function MessageReminder() {
  const { t } = useTranslation();
  const show = useNotifications((s) => !s.reminderClosed && s.items.some((i) => !i.read && i.kind === 'consultation'));
  if (!show) return null;
  return (
    <Card
      size="small"
      role="alertdialog"
      data-testid="message-reminder"
      title={
        <span>
          <MessageOutlined style={{ color: 'var(--diagops-primary)', marginRight: 8 }} />
          {t('shell.reminder.title')}
        </span>
      }
      extra={<Button type="text" size="small" aria-label={t('shell.reminder.close')} icon={<CloseOutlined />} onClick={closeReminder} />}
      style={{ position: 'fixed', right: 24, bottom: 24, width: 300, zIndex: 1000, boxShadow: '0 6px 24px rgba(0,0,0,.15)' }}
    >
      {t('shell.reminder.content')}
    </Card>
  );
}
