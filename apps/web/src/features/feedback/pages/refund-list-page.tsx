import type { TRefundRecord } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { ExportButton, type KitColumn, KitListPage, StatusTag, statusEnum } from '../../../shared/kit';
import { getRefundPage, refundExportUrl } from '../api/feedback-calls';
import { REFUND_STYLES } from '../components/feedback-format';

/** /brand/abnormalRecords/list — refund records (order, card, customer, SN, amount, reason, status, operator; a refunded card writes one, decision 0029), exported with the list's filters. */
export default function RefundListPage() {
  const { t } = useTranslation();
  const columns: KitColumn<TRefundRecord>[] = [
    { title: t('feedback.refund.orderNo'), dataIndex: 'orderNo', width: 160, render: (_, r) => r.orderNo ?? '-' },
    { title: t('feedback.refund.cardNo'), dataIndex: 'cardNo', width: 180, search: false, render: (_, r) => r.cardNo ?? '-' },
    { title: t('feedback.refund.customer'), dataIndex: 'customerAccount', width: 200, search: false },
    { title: 'SN', dataIndex: 'sn', width: 150 },
    { title: t('feedback.refund.amount'), dataIndex: 'amount', width: 120, search: false, render: (_, r) => `${r.amount.toFixed(2)} ${r.currency}` },
    { title: t('feedback.refund.reason'), dataIndex: 'reason', width: 200, search: false, ellipsis: true },
    {
      title: t('feedback.refund.status'),
      dataIndex: 'status',
      width: 110,
      valueEnum: statusEnum(REFUND_STYLES, t),
      render: (_, r) => <StatusTag value={r.status} styles={REFUND_STYLES} />,
    },
    { title: t('feedback.refund.operator'), dataIndex: 'operatorName', width: 130, search: false, render: (_, r) => r.operatorName ?? '-' },
    { title: t('feedback.refund.time'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
  ];
  return (
    <KitListPage<TRefundRecord>
      id="refund-records"
      rowKey="id"
      columns={columns}
      fetch={getRefundPage}
      toolbar={({ filters }) => [<ExportButton key="export" url={refundExportUrl} service="user" body={filters} />]}
    />
  );
}
