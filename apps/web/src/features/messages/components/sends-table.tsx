import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { StatusTag } from '../../../shared/kit';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Typography } from '../../../shared/ui/typography';
import { getSendPage } from '../api/message-calls';
import { gmt, SEND_STATUS } from './message-meta';

/** The latest ten sends of a message (its detail page). */
export default function SendsTable({ messageId }: { messageId: number }) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['messages', 'sends', messageId], queryFn: () => getSendPage({ messageId, size: 10 }) });
  return (
    <>
      <Typography.Title level={5}>{t('messages.sends')}</Typography.Title>
      <DataTable
        size="small"
        rowKey="id"
        pagination={false}
        loading={q.isLoading}
        dataSource={q.data?.records ?? []}
        scroll={{ x: 600 }}
        columns={[
          { title: t('messages.batchSerial'), dataIndex: 'batchSerial', width: 170 },
          { title: t('messages.occurrence'), dataIndex: 'occurrence', width: 160, render: (v: string) => gmt(v) },
          { title: t('messages.sendStatus.label'), dataIndex: 'status', width: 100, render: (v: string) => <StatusTag value={v} styles={SEND_STATUS} /> },
          { title: t('messages.stats.total'), width: 70, render: (_: unknown, r) => r.stats.total },
          { title: t('messages.stats.delivered'), width: 80, render: (_: unknown, r) => r.stats.delivered },
          { title: t('messages.stats.clicks'), width: 70, render: (_: unknown, r) => r.stats.clicks },
        ]}
      />
    </>
  );
}
