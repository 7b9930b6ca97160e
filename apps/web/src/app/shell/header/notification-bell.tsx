import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { markAllRead, useNotifications } from '../../../shared/notifications/notification-store';
import { markNoticesRead, unreadNoticeIds } from '../../../shared/realtime/use-console-realtime';

/** The notification bell: unread count and the latest notices, each opening its item; closing marks them read. */
export function NotificationBell() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const items = useNotifications((s) => s.items);
  const unread = items.filter((i) => !i.read).length;
  // what kind of notice, in the reader's language (the stored title is the same in any language)
  const kindLabel = (kind: string) => {
    const label = t(`shell.notifications.kinds.${kind}`, { defaultValue: '' });
    return label ? `${label} · ` : '';
  };
  const close = () => {
    setOpen(false);
    const ids = unreadNoticeIds(useNotifications.getState().items);
    markAllRead();
    if (ids.length > 0) void markNoticesRead(ids);
  };
  const content = (
    <div style={{ width: 300 }} data-testid="notification-list">
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.notifications.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items.slice(0, 10)}
          renderItem={(i) => (
            <List.Item
              style={{ cursor: i.link ? 'pointer' : undefined }}
              onClick={() => {
                if (!i.link) return;
                close();
                navigate(i.link);
              }}
            >
              <List.Item.Meta
                title={
                  <Badge dot={!i.read} offset={[6, 0]}>
                    {i.title}
                  </Badge>
                }
                description={
                  <Typography.Text type="secondary">
                    {kindLabel(i.kind)}
                    {dayjs(i.at).format('YYYY-MM-DD HH:mm')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      open={open}
      title={t('shell.notifications.title')}
      content={content}
      placement="bottomRight"
      onOpenChange={(o) => {
        if (o) setOpen(true);
        else close();
      }}
    >
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button type="text" aria-label={t('shell.notifications.title')} icon={<BellOutlined />} data-testid="notification-bell" />
      </Badge>
    </Popover>
  );
}
