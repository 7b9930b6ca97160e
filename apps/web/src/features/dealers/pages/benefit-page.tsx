import { DEALER_PERMISSIONS as P, type TProfit } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { ExportButton, type KitColumn, KitListPage } from '../../../shared/kit';
import { DEALER_SERVICE, getProfitPage, profitExportUrl } from '../api/dealer-calls';

const money = (n: number) => n.toFixed(2);

/** /dealerManagement/benefit — profit details per dealer, SKU and month, within the caller's branch. */
export default function BenefitPage() {
  const { t } = useTranslation();
  const columns: KitColumn<TProfit>[] = [
    { title: t('dealers.period'), dataIndex: 'period', width: 100, search: false, sortKey: 'period' },
    { title: t('dealers.periodFrom'), dataIndex: 'periodFrom', width: 10, hideInTable: true, fieldProps: { placeholder: '2026-01' } },
    { title: t('dealers.periodTo'), dataIndex: 'periodTo', width: 10, hideInTable: true, fieldProps: { placeholder: '2026-12' } },
    { title: t('dealers.code'), dataIndex: 'dealerCode', width: 130, search: false },
    { title: t('dealers.name'), dataIndex: 'dealerName', width: 200, search: false },
    { title: t('dealers.skuCode'), dataIndex: 'skuCode', width: 150, search: false },
    { title: t('dealers.sku'), dataIndex: 'skuName', width: 200, search: false },
    { title: t('dealers.quantity'), dataIndex: 'quantity', width: 90, search: false, align: 'right' },
    { title: t('dealers.sales'), dataIndex: 'salesAmount', width: 120, search: false, align: 'right', render: (_, r) => money(r.salesAmount) },
    { title: t('dealers.ratio'), dataIndex: 'ratio', width: 100, search: false, align: 'right', render: (_, r) => `${money(r.ratio)}%` },
    { title: t('dealers.profit'), dataIndex: 'profitAmount', width: 120, search: false, align: 'right', render: (_, r) => money(r.profitAmount) },
  ];
  return (
    <KitListPage<TProfit>
      id="dealerBenefit"
      rowKey="id"
      columns={columns}
      fetch={getProfitPage}
      toolbar={({ filters }) => [
        <Access key="export" permission={P.benefitExport.name}>
          <ExportButton url={profitExportUrl} service={DEALER_SERVICE} body={filters} />
        </Access>,
      ]}
    />
  );
}
