import { BellOutlined } from '@ant-design/icons';
import dayjs from 'dayjs';
import { useCallback, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markAllRead, useNotifications } from '../../../shared/notifications/notification-store';
import { markNoticesRead, unreadNoticeIds } from '../../../shared/realtime/use-console-realtime';
import { IconButton } from '../../../shared/ui/icon-button';
import ui from '../../../shared/ui/ui.module.css';
import { useDismiss } from '../../../shared/ui/use-dismiss';
import styles from './header.module.css';

/** The notification bell: unread count and the latest notices, each opening its item; closing marks them read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = useId();
  const [open, setOpen] = useState(false);
  const box = useRef<HTMLDivElement>(null);
  const bell = useRef<HTMLButtonElement>(null);
  const items = useNotifications((s) => s.items);
  const unread = items.filter((i) => !i.read).length;
  // what kind of notice, in the reader's language (the stored title is the same in any language)
  const kindLabel = (kind: string) => {
    const label = t(`shell.notifications.kinds.${kind}`, { defaultValue: '' });
    return label ? `${label} · ` : '';
  };
  const close = useCallback((byEscape = false) => {
    setOpen(false);
    if (byEscape) bell.current?.focus();
    const ids = unreadNoticeIds(useNotifications.getState().items);
    markAllRead();
    if (ids.length > 0) void markNoticesRead(ids);
  }, []);
  useDismiss(box, open, close);
  const title = t('shell.notifications.title');
  return (
    <div ref={box} className={ui.anchor}>
      <IconButton
        ref={bell}
        tip={open ? undefined : title}
        aria-label={unread > 0 ? `${title} (${unread})` : title}
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        icon={<BellOutlined />}
        onClick={() => (open ? close() : setOpen(true))}
        testId="notification-bell"
      >
        {unread > 0 && (
          <span className={styles.count} aria-hidden="true">
            {unread > 99 ? '99+' : unread}
          </span>
        )}
      </IconButton>
      {open && (
        <section id={id} aria-label={title} className={`${ui.popup} ${ui.end} ${styles.panel}`} data-testid="notification-list">
          <h2 className={ui.panelTitle} style={{ fontSize: 14 }}>
            {title}
          </h2>
          {items.length === 0 ? (
            <div className={styles.empty}>{t('shell.notifications.empty')}</div>
          ) : (
            <ul className={styles.notices}>
              {items.slice(0, 10).map((i) => {
                const body = (
                  <>
                    <span className={styles.noticeTitle}>
                      {!i.read && <span className={styles.unread} aria-hidden="true" />}
                      {i.title}
                    </span>
                    <span className={styles.noticeMeta}>
                      {kindLabel(i.kind)}
                      {dayjs(i.at).format('YYYY-MM-DD HH:mm')}
                    </span>
                  </>
                );
                return (
                  <li key={i.id}>
                    {i.link ? (
                      <button
                        type="button"
                        className={styles.notice}
                        onClick={() => {
                          close();
                          navigate(i.link!);
                        }}
                      >
                        {body}
                      </button>
                    ) : (
                      <div className={styles.notice}>{body}</div>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
    </div>
  );
}
