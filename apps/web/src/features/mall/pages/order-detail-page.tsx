import {
  LINE_KINDS,
  MALL_CANCEL_PERMISSION,
  MALL_REFUND_PERMISSION,
  ORDER_STATUS_COLORS,
  ORDER_STATUSES,
  PAYMENT_PROVIDERS,
  PAYMENT_STATUS_COLORS,
  PAYMENT_STATUSES,
  type TLedgerEntry,
  type TOrderLine,
  type TOrderPayment,
  type TOrderRefund,
  text2,
} from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction } from '../../../shared/kit';
import { DetailTable } from '../../../shared/ui/data-table/detail-table';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { cancelOrder, orderDetail, paymentPath } from '../api/mall-api';
import { RefundDialog } from '../components/refund-dialog';

const when = (iso: string | null) => (iso ? new Date(iso).toLocaleString() : '-');
const amount = (n: number | null, currency?: string | null) => (n === null ? '-' : `${n.toFixed(2)} ${currency ?? ''}`.trim());

/** /mallManagement/orderManage/detail/{orderNo}/{userName?}/{email?}: the order, its lines, payments, refunds and value-ledger entries. */
export default function OrderDetailPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const orderNo = useParams().orderNo ?? '';
  const q = useQuery({ queryKey: ['mall', 'order', orderNo], queryFn: () => orderDetail(orderNo), enabled: orderNo !== '' });
  const [refunding, setRefunding] = useState(false);
  const canRefund = usePermission(MALL_REFUND_PERMISSION);
  const canCancel = usePermission(MALL_CANCEL_PERMISSION);
  if (q.isLoading) return <Spin />;
  const o = q.data;
  if (!o) return <Empty description={t('mall.notFound')} />;
  const cancel = async () => {
    if (!(await confirmAction(t('mall.cancelConfirm', { no: o.orderNo }), { danger: true }))) return;
    await cancelOrder(o.orderNo);
    await q.refetch();
  };
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="order-detail">
      <Panel
        title={`${t('mall.orderNo')}: ${o.orderNo}`}
        extra={
          <Space>
            {canRefund && o.refundable > 0 && (
              <Button danger onClick={() => setRefunding(true)} data-testid="order-refund">
                {t('mall.refund.button')}
              </Button>
            )}
            {canCancel && o.status === 'unpaid' && (
              <Button onClick={() => void cancel()} data-testid="order-cancel">
                {t('mall.cancel')}
              </Button>
            )}
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
          <Descriptions.Item label={t('mall.status')}>
            <Tag color={ORDER_STATUS_COLORS[o.status]} data-testid="order-status">
              {text2(ORDER_STATUSES[o.status], lang)}
            </Tag>
          </Descriptions.Item>
          <Descriptions.Item label={t('mall.customer')}>
            {[o.customerAccount, o.customerEmail && o.customerEmail !== o.customerAccount ? o.customerEmail : null].filter(Boolean).join(' · ') ||
              `#${o.customerId}`}
          </Descriptions.Item>
          <Descriptions.Item label={t('mall.total')}>{amount(o.totalAmount, o.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('mall.paid')}>{amount(o.paidAmount, o.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('mall.refunded')}>{amount(o.refundedAmount, o.currency)}</Descriptions.Item>
          <Descriptions.Item label={t('mall.refundable')}>
            <span data-testid="order-refundable">{amount(o.refundable, o.currency)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('mall.createTime')}>{when(o.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('mall.paidAt')}>{when(o.paidAt)}</Descriptions.Item>
          {o.status === 'unpaid' && <Descriptions.Item label={t('mall.expireAt')}>{when(o.expireAt)}</Descriptions.Item>}
        </Descriptions>
      </Panel>
      <DetailTable<TOrderLine>
        title={t('mall.lines.title')}
        rowKey="lineNo"
        dataSource={o.lines}
        data-testid="order-lines"
        columns={[
          { title: '#', dataIndex: 'lineNo', width: 50 },
          { title: t('mall.lines.kind'), dataIndex: 'kind', width: 120, render: (v: TOrderLine['kind']) => text2(LINE_KINDS[v], lang) },
          { title: t('mall.lines.name'), dataIndex: 'name' },
          {
            title: t('mall.lines.item'),
            key: 'item',
            width: 220,
            render: (_, l) =>
              l.kind === 'software'
                ? t('mall.lines.subscription', { code: l.softwareCode, months: l.months })
                : l.kind === 'card'
                  ? t('mall.lines.card', { type: l.cardType, no: l.cardNo ?? '-' })
                  : l.goodsCode,
          },
          { title: t('mall.lines.quantity'), dataIndex: 'quantity', width: 80 },
          { title: t('mall.lines.unitPrice'), dataIndex: 'unitPrice', width: 110, render: (v: number) => amount(v) },
          { title: t('mall.lines.amount'), dataIndex: 'amount', width: 120, render: (v: number) => amount(v, o.currency) },
        ]}
      />
      <DetailTable<TOrderPayment>
        title={t('mall.payments.title')}
        emptyText={t('mall.payments.none')}
        rowKey="payOrderNo"
        dataSource={o.payments}
        data-testid="order-payments"
        columns={[
          { title: t('mall.payments.no'), dataIndex: 'payOrderNo', width: 230, render: (v: string) => <Link to={paymentPath(v)}>{v}</Link> },
          {
            title: t('mall.payments.provider'),
            dataIndex: 'provider',
            width: 140,
            render: (v: TOrderPayment['provider']) => text2(PAYMENT_PROVIDERS[v], lang),
          },
          { title: t('mall.payments.transactionNo'), dataIndex: 'transactionNo', render: (v: string | null) => v ?? '-' },
          { title: t('mall.payments.amount'), dataIndex: 'amount', width: 120, render: (v: number, p) => amount(v, p.currency) },
          {
            title: t('mall.status'),
            dataIndex: 'status',
            width: 110,
            render: (v: TOrderPayment['status']) => <Tag color={PAYMENT_STATUS_COLORS[v]}>{text2(PAYMENT_STATUSES[v], lang)}</Tag>,
          },
          { title: t('mall.paidAt'), dataIndex: 'paidAt', width: 180, render: (v: string | null) => when(v) },
        ]}
      />
      <DetailTable<TOrderRefund>
        title={t('mall.refunds.title')}
        emptyText={t('mall.refunds.none')}
        rowKey="refundNo"
        dataSource={o.refunds}
        data-testid="order-refunds"
        columns={[
          { title: t('mall.refunds.no'), dataIndex: 'refundNo', width: 230 },
          { title: t('mall.refunds.amount'), dataIndex: 'amount', width: 120, render: (v: number, r) => amount(v, r.currency) },
          { title: t('mall.refund.reason'), dataIndex: 'reason' },
          { title: t('mall.refunds.operator'), dataIndex: 'operatorName', width: 140, render: (v: string | null) => v ?? '-' },
          { title: t('mall.refunds.time'), dataIndex: 'createTime', width: 180, render: (v: string) => when(v) },
        ]}
      />
      <DetailTable<TLedgerEntry>
        title={t('mall.ledger.title')}
        emptyText={t('mall.ledger.none')}
        rowKey="id"
        dataSource={o.ledger}
        data-testid="order-ledger"
        columns={[
          { title: t('mall.ledger.time'), dataIndex: 'createTime', width: 180, render: (v: string) => when(v) },
          { title: t('mall.ledger.kind'), dataIndex: 'kind', width: 130, render: (v: string) => t(`mall.ledger.kinds.${v}`, { defaultValue: v }) },
          { title: t('mall.ledger.value'), key: 'value', width: 140, render: (_, e) => amount(e.amount, e.currency) },
          {
            title: t('mall.ledger.card'),
            dataIndex: 'statusAfter',
            width: 130,
            render: (v: string | null) => (v ? t(`mall.ledger.cardStatus.${v}`, { defaultValue: v }) : '-'),
          },
          {
            title: t('mall.ledger.actor'),
            key: 'actor',
            width: 160,
            render: (_, e) => `${t(`mall.ledger.actors.${e.actorKind}`)} ${e.actorName ?? ''}`.trim(),
          },
          { title: t('mall.refund.reason'), dataIndex: 'reason', render: (v: string | null) => v ?? '-' },
        ]}
      />
      <RefundDialog
        order={refunding ? o : null}
        onClose={(changed) => {
          setRefunding(false);
          if (changed) void q.refetch();
        }}
      />
    </Space>
  );
}
