import { CHAT_PERMISSIONS as P, type TImMessage, type TImSession } from '@diagops/contracts';
import { Drawer, Rate } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { ExportButton, type KitColumn, KitListPage, rowActionsColumn } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { CHAT_JOB_SERVICE, exportTranscript, getRecordPage, recordMessages, transcriptExportUrl } from '../api/chat-calls';
import { MessageList } from '../components/message-list';

/** /customerServiceManagement/sessionRecord/list/{productID?} — history search (a product in the path filters), transcript and its export. */
export default function RecordPage() {
  const { t } = useTranslation();
  const { productID } = useParams();
  const product = productID && /^\d+$/.test(productID) ? Number(productID) : undefined;
  const [open, setOpen] = useState<TImSession | null>(null);
  const [messages, setMessages] = useState<TImMessage[]>([]);
  const show = async (r: TImSession) => {
    setOpen(r);
    setMessages([]);
    const all: TImMessage[] = [];
    for (let i = 0; i < 50; i++) {
      const page = await recordMessages(r.id, all.at(-1)?.seq ?? 0);
      all.push(...page.messages);
      if (!page.more) break;
    }
    setMessages(all);
  };
  const columns: KitColumn<TImSession>[] = [
    { title: '#', dataIndex: 'id', width: 80, search: false, sortKey: 'id' },
    { title: t('chat.customer'), dataIndex: 'customerName', key: 'keyword', width: 180, render: (_, r) => r.customerName },
    { title: t('chat.agent'), dataIndex: 'agentName', width: 140, search: false },
    {
      title: t('chat.sessionStatus'),
      dataIndex: 'status',
      width: 110,
      valueType: 'select',
      fieldProps: { options: [0, 1, 2].map((v) => ({ value: v, label: t(`chat.sessionStatusValue.${v}`) })) },
      render: (_, r) => <Tag>{t(`chat.sessionStatusValue.${r.status}`)}</Tag>,
    },
    { title: t('chat.tags'), dataIndex: 'tags', width: 160, search: false, render: (_, r) => r.tags.map((x) => <Tag key={x}>{x}</Tag>) },
    {
      title: t('chat.rating'),
      dataIndex: 'rating',
      width: 150,
      search: false,
      render: (_, r) => (r.rating ? <Rate disabled value={r.rating} style={{ fontSize: 12 }} /> : '-'),
    },
    { title: t('chat.product'), dataIndex: 'productId', width: 90, search: false, render: (_, r) => r.productId ?? '-' },
    {
      title: t('chat.startedAt'),
      dataIndex: 'createdAt',
      width: 170,
      search: false,
      sortKey: 'createdAt',
      render: (_, r) => dayjs(r.createdAt).format('YYYY-MM-DD HH:mm'),
    },
    {
      title: t('chat.startedAt'),
      dataIndex: 'range',
      key: 'range',
      width: 170,
      valueType: 'dateRange',
      hideInTable: true,
      search: {
        transform: (v: [string, string]) => ({
          from: v?.[0] ? dayjs(v[0]).format('YYYY-MM-DD') : undefined,
          to: v?.[1] ? dayjs(v[1]).format('YYYY-MM-DD') : undefined,
        }),
      },
    },
    rowActionsColumn<TImSession>({
      width: 170,
      onDetail: (r) => void show(r),
      extra: [
        {
          key: 'export',
          label: t('chat.export'),
          permission: P.recordExport.name,
          onClick: (r) => void exportTranscript(r.id),
          testId: (r) => `record-export-${r.id}`,
        },
      ],
    }),
  ];
  return (
    <>
      <KitListPage<TImSession>
        id="chat-records"
        rowKey="id"
        columns={columns}
        fetch={(q) => getRecordPage({ ...q, ...(product ? { productId: product } : {}) })}
        toolbar={({ filters }) => [
          <Access key="export" permission={P.recordExport.name}>
            <ExportButton url={transcriptExportUrl} service={CHAT_JOB_SERVICE} body={() => ({ ...filters(), ...(product ? { productId: product } : {}) })} />
          </Access>,
        ]}
      />
      <Drawer open={!!open} width={560} title={open ? `#${open.id} ${open.customerName}` : ''} onClose={() => setOpen(null)}>
        <MessageList me="staff" messages={messages} />
      </Drawer>
    </>
  );
}
