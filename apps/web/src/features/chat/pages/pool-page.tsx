import { CHAT_PERMISSIONS as P, RT_CMD, type TImSession } from '@diagops/contracts';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { realtime } from '../../../shared/realtime';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Panel } from '../../../shared/ui/panel';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { pickUp, poolList } from '../api/chat-calls';

/** /customerServiceManagement/sessionPool/list — customers waiting, oldest first; an agent picks one up (within capacity). */
export default function PoolPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [rows, setRows] = useState<TImSession[]>([]);
  const [loading, setLoading] = useState(false);
  const load = useCallback(() => {
    setLoading(true);
    poolList()
      .then((r) => setRows(r.records))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  }, []);
  useEffect(() => {
    load();
    // the pool changes: reload when the server says so
    const off = realtime().on(RT_CMD.signal, (f) => {
      if (f.data?.type === 'pool') load();
    });
    return off;
  }, [load]);
  return (
    <Panel style={{ margin: 12, width: '100%' }} title={t('chat.poolTitle')} extra={<Button onClick={load}>{t('chat.refresh')}</Button>}>
      <DataTable<TImSession>
        rowKey="id"
        loading={loading}
        dataSource={rows}
        pagination={false}
        locale={{ emptyText: <Typography.Text>{t('chat.poolEmpty')}</Typography.Text> }}
        columns={[
          { title: '#', dataIndex: 'id', width: 80 },
          { title: t('chat.customer'), dataIndex: 'customerName', width: 200 },
          { title: t('chat.language'), dataIndex: 'language', width: 100, render: (v: string) => <Tag>{v}</Tag> },
          { title: t('chat.product'), dataIndex: 'productId', width: 100, render: (v: number | null) => v ?? '-' },
          { title: t('chat.waitingSince'), dataIndex: 'createdAt', width: 180, render: (v: string) => dayjs(v).format('YYYY-MM-DD HH:mm:ss') },
          {
            title: t('chat.actions'),
            key: 'actions',
            width: 120,
            render: (_, r) => (
              <Access permission={P.pool.name}>
                <Button
                  type="link"
                  data-testid={`pool-pick-${r.id}`}
                  onClick={async () => {
                    await pickUp(r.id);
                    message.success(t('chat.pickedUp'));
                    navigate('/customerServiceManagement/online/list');
                  }}
                >
                  {t('chat.pickUp')}
                </Button>
              </Access>
            ),
          },
        ]}
      />
    </Panel>
  );
}
