import { BellOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, List, Popover, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { markAllRead, useNotifications } from '../../../shared/notifications/notification-store';

/** The notification bell: unread count and the latest notices. */
export function NotificationBell() {
  const { t } = useTranslation();
  const items = useNotifications((s) => s.items);
  const unread = items.filter((i) => !i.read).length;
  const content = (
    <div style={{ width: 300 }}>
      {items.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('shell.notifications.empty')} />
      ) : (
        <List
          size="small"
          dataSource={items.slice(0, 10)}
          renderItem={(i) => (
            <List.Item>
              <List.Item.Meta title={i.title} description={<Typography.Text type="secondary">{dayjs(i.at).format('YYYY-MM-DD HH:mm')}</Typography.Text>} />
            </List.Item>
          )}
        />
      )}
    </div>
  );
  return (
    <Popover
      trigger="click"
      title={t('shell.notifications.title')}
      content={content}
      placement="bottomRight"
      onOpenChange={(open) => {
        if (!open) markAllRead();
      }}
    >
      <Badge count={unread} size="small" offset={[-6, 6]}>
        <Button type="text" aria-label={t('shell.notifications.title')} icon={<BellOutlined />} data-testid="notification-bell" />
      </Badge>
    </Popover>
  );
}
