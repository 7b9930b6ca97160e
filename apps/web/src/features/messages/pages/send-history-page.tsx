import { MESSAGE_CHANNELS, type TMessageSend } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { type KitColumn, KitListPage, rowActionsColumn, StatusTag } from '../../../shared/kit';
import { getSendPage } from '../api/message-calls';
import { channelOfPath, gmt, percent, SEND_STATUS, screenOf } from '../components/message-meta';

/** In-station history and push history: every send (batch) with its statistics (MSG-21/22). */
export default function SendHistoryPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const channel = channelOfPath(useLocation().pathname);
  const columns: KitColumn<TMessageSend>[] = [
    { title: t('messages.batchSerial'), dataIndex: 'batchSerial', width: 170, search: false },
    { title: t('messages.messageId'), dataIndex: 'messageId', width: 90, valueType: 'digit' },
    { title: t('messages.title'), dataIndex: 'messageTitle', width: 200, search: false, ellipsis: true },
    {
      title: t('messages.channel'),
      dataIndex: 'channel',
      width: 100,
      search: channel === null ? undefined : false,
      valueType: 'select',
      fieldProps: { options: MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`messages.channels.${c}`) })) },
      render: (_, r) => t(`messages.channels.${r.channel}`),
    },
    { title: t('messages.occurrence'), dataIndex: 'occurrence', width: 170, search: false, sortKey: 'occurrence', render: (_, r) => gmt(r.occurrence) },
    {
      title: t('messages.sendStatus.label'),
      dataIndex: 'status',
      width: 100,
      search: false,
      render: (_, r) => <StatusTag value={r.status} styles={SEND_STATUS} />,
    },
    { title: t('messages.sender'), dataIndex: 'sender', width: 100, search: false },
    { title: t('messages.stats.total'), dataIndex: 'total', width: 80, search: false, render: (_, r) => r.stats.total },
    { title: t('messages.stats.delivered'), dataIndex: 'delivered', width: 80, search: false, render: (_, r) => r.stats.delivered },
    { title: t('messages.stats.deliveryRate'), dataIndex: 'deliveryRate', width: 90, search: false, render: (_, r) => percent(r.stats.deliveryRate) },
    { title: t('messages.stats.clicks'), dataIndex: 'clicks', width: 80, search: false, render: (_, r) => r.stats.clicks },
    { title: t('messages.stats.clickRate'), dataIndex: 'clickRate', width: 90, search: false, render: (_, r) => percent(r.stats.clickRate) },
    { title: t('messages.stats.read'), dataIndex: 'read', width: 70, search: false, render: (_, r) => r.stats.read },
    rowActionsColumn<TMessageSend>({ width: 90, onDetail: (r) => navigate(screenOf({ id: r.messageId, channel: r.channel })) }),
  ];
  return (
    <KitListPage<TMessageSend>
      id={`message-sends-${channel ?? 'all'}`}
      rowKey="id"
      columns={columns}
      fetch={(q) => getSendPage(channel ? { ...q, channel } : q)}
    />
  );
}
