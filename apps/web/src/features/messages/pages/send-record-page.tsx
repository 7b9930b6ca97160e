import { MESSAGE_PERMISSIONS as P, RECORD_STATUSES, type TSendRecord } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction, ExportButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { getRecordPage, getStats, RECORD_EXPORT_SERVICE, recordExportBody, recordExportUrl, withdrawRecord } from '../api/message-calls';
import { percent, RECORD_STATUS, when } from '../components/message-meta';

/** /messageCenter/sendRecord — the send records (MSG-21) with the statistics of the message filtered on (MSG-22); a sent record can be withdrawn. */
export default function SendRecordPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const ref = useRef<ListActions | undefined>(undefined);
  const initialId = Number(new URLSearchParams(window.location.search).get('messageId')) || undefined;
  const [messageId, setMessageId] = useState<number | undefined>(initialId);
  const stats = useQuery({ queryKey: ['messages', 'stats', messageId], queryFn: () => getStats(messageId!), enabled: Boolean(messageId) });
  const yes = (v: boolean) => (v ? t('messages.yes') : t('messages.no'));
  const columns: KitColumn<TSendRecord>[] = [
    { title: t('messages.recordId'), dataIndex: 'id', width: 90, search: false },
    { title: t('messages.batchSerial'), dataIndex: 'batchSerial', width: 170, search: false },
    { title: t('messages.messageId'), dataIndex: 'messageId', width: 90, valueType: 'digit', initialValue: initialId },
    { title: t('messages.sender'), dataIndex: 'sender', width: 100, search: false },
    { title: t('messages.target'), dataIndex: 'customerAccount', width: 200, search: false, ellipsis: true },
    { title: t('messages.customerId'), dataIndex: 'customerId', width: 90, valueType: 'digit', hideInTable: true },
    { title: t('messages.channel'), dataIndex: 'channel', width: 90, search: false, render: (_, r) => t(`messages.channels.${r.channel}`) },
    {
      title: t('messages.recordStatus.label'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum(RECORD_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={RECORD_STATUS} />,
    },
    { title: t('messages.delivered'), dataIndex: 'delivered', width: 80, search: false, render: (_, r) => yes(r.delivered) },
    { title: t('messages.clicked'), dataIndex: 'clicked', width: 80, search: false, render: (_, r) => yes(r.clicked) },
    { title: t('messages.readLabel'), dataIndex: 'read', width: 80, search: false, render: (_, r) => yes(r.read) },
    { title: t('messages.deletedLabel'), dataIndex: 'deleted', width: 80, search: false, render: (_, r) => yes(r.deleted) },
    { title: t('messages.attempts'), dataIndex: 'attempts', width: 80, search: false },
    { title: t('messages.remarks'), dataIndex: 'remarks', width: 200, search: false, ellipsis: true },
    { title: t('messages.deliverTime'), dataIndex: 'deliverTime', width: 170, search: false, render: (_, r) => when(r.deliverTime) },
    rowActionsColumn<TSendRecord>({
      width: 100,
      extra: [
        {
          key: 'withdraw',
          label: t('messages.withdraw'),
          permission: P.recordWithdraw.name,
          when: (r) => r.status === 'success',
          testId: (r) => `msg-withdraw-${r.id}`,
          onClick: async (r) => {
            if (!(await confirmAction(t('messages.withdrawConfirm')))) return;
            await withdrawRecord(r.id);
            message.success(t('messages.done'));
            ref.current?.reload();
          },
        },
      ],
    }),
  ];
  const s = stats.data;
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      {s && (
        <Panel size="small" title={t('messages.stats.title', { id: messageId })}>
          <Descriptions size="small" column={{ xs: 2, md: 7 }} data-testid="record-stats">
            <Descriptions.Item label={t('messages.stats.total')}>{s.total}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.delivered')}>{s.delivered}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.deliveryRate')}>{percent(s.deliveryRate)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.clicks')}>{s.clicks}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.clickRate')}>{percent(s.clickRate)}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.read')}>{s.read}</Descriptions.Item>
            <Descriptions.Item label={t('messages.stats.deleted')}>{s.deleted}</Descriptions.Item>
          </Descriptions>
        </Panel>
      )}
      <KitListPage<TSendRecord>
        id="message-records"
        rowKey="id"
        columns={columns}
        actionRef={ref}
        fetch={(q) => {
          setMessageId(typeof q.messageId === 'number' ? q.messageId : undefined);
          return getRecordPage(q);
        }}
        toolbar={({ filters }) => [
          <ExportButton key="export" url={recordExportUrl} service={RECORD_EXPORT_SERVICE} body={() => recordExportBody(filters())} />,
        ]}
      />
    </Space>
  );
}

export const RECORD_STATUS_VALUES = RECORD_STATUSES;
