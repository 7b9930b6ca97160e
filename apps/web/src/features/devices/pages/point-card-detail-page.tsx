import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusTag } from '../../../shared/kit';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { getCard, getCardLedger } from '../api/device-calls';
import { CARD_STATUS, when } from '../components/device-labels';

/** /brand/pointCard/detail/{id} — the card and its value-ledger entries (each step, oldest first). */
export default function PointCardDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['pointCard', id], queryFn: () => getCard(id), enabled: id > 0 });
  const ledger = useQuery({ queryKey: ['pointCard', id, 'ledger'], queryFn: () => getCardLedger(id), enabled: id > 0 });
  if (q.isLoading) return <Spin />;
  const c = q.data;
  if (!c) return <Empty description={t('devices.notFound')} />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Panel title={`${t('devices.cardNo')}: ${c.cardNo}`}>
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('devices.cardTypeLabel')}>{`${c.cardType} ${t(`devices.cardType.${c.cardType}`)}`}</Descriptions.Item>
          <Descriptions.Item label={t('devices.status')}>
            <StatusTag value={c.status} styles={CARD_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.batchNo')}>{c.batchNo}</Descriptions.Item>
          <Descriptions.Item label={t('devices.faceValue')}>{c.faceValue}</Descriptions.Item>
          <Descriptions.Item label={t('devices.owner')}>{c.customerId ? `${c.customerAccount ?? ''} (#${c.customerId})` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.expireTime')}>{when(c.expireTime)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.redeemTime')}>{when(c.redeemTime)}</Descriptions.Item>
          <Descriptions.Item label={t('kit.createTime')}>{when(c.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.remark')}>{c.remark ?? '-'}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel title={t('devices.ledger.title')}>
        <DataTable
          rowKey="id"
          size="small"
          pagination={false}
          dataSource={ledger.data ?? []}
          locale={{ emptyText: t('devices.noHistory') }}
          columns={[
            { title: t('devices.when'), dataIndex: 'createTime', width: 180, render: (v: string) => when(v) },
            { title: t('devices.actionColumn'), dataIndex: 'kind', width: 120, render: (v: string) => t(`devices.ledger.kind.${v}`, { defaultValue: v }) },
            { title: t('devices.status'), dataIndex: 'statusAfter', width: 110, render: (v: string | null) => (v ? t(`devices.cardStatus.${v}`) : '-') },
            {
              title: t('devices.ledger.value'),
              key: 'value',
              width: 150,
              render: (_, e) =>
                e.amount !== null ? `${e.amount.toFixed(2)} ${e.currency ?? ''}` : e.points !== null ? t('devices.ledger.points', { n: e.points }) : '-',
            },
            {
              title: t('devices.ledger.reference'),
              key: 'ref',
              width: 180,
              render: (_, e) =>
                [
                  e.orderNo && `${t('devices.cardOrderNo')} ${e.orderNo}`,
                  e.channelId && `${t('devices.cardChannel')} #${e.channelId}`,
                  e.customerId && `#${e.customerId}`,
                ]
                  .filter(Boolean)
                  .join(' · ') || '-',
            },
            { title: t('devices.actor'), key: 'actor', width: 160, render: (_, e) => `${t(`devices.actorKind.${e.actorKind}`)} ${e.actorName ?? ''}` },
            { title: t('devices.reason'), dataIndex: 'reason' },
          ]}
        />
      </Panel>
    </Space>
  );
}
