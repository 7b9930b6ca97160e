import { CUSTOMER_PERMISSIONS as P, type TCustomer } from '@diagops/contracts';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { AddButton, ExportButton, type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { Tag } from '../../../shared/ui/tag';
import { CUSTOMER_SERVICE, customerUrls, getCustomerPage, useLabelOptions } from '../api/customer-calls';
import { BOUND_SN_FILTERS, type BoundSnFilter, boundSnRange } from '../components/bound-sn-filter';
import { CLASSIFICATION, CUSTOMER_STATUS } from '../components/customer-styles';

/** /brand/userInfo/list/{productId?} — customers: search, add, edit, detail, export. */
export default function CustomerListPage() {
  const { t, i18n } = useTranslation();
  const zh = i18n.language === 'zh-CN';
  const navigate = useNavigate();
  const { productId } = useParams();
  const ref = useRef<ListActions | undefined>(undefined);
  const labels = useLabelOptions(zh);
  const columns: KitColumn<TCustomer>[] = [
    { title: t('customers.id'), dataIndex: 'id', width: 80, search: false, fixed: 'left' },
    { title: t('customers.account'), dataIndex: 'account', width: 220, fieldProps: { placeholder: t('customers.accountHint') } },
    { title: t('customers.email'), dataIndex: 'email', width: 220, search: false },
    {
      title: t('customers.phone'),
      dataIndex: 'phoneSuffix',
      width: 130,
      fieldProps: { placeholder: t('customers.phoneHint') },
      render: (_, r) => r.phone ?? '-',
    },
    { title: t('customers.name'), dataIndex: 'name', width: 120, search: false },
    { title: t('customers.country'), dataIndex: 'country', width: 90 },
    {
      title: t('customers.classification'),
      dataIndex: 'classification',
      width: 110,
      valueEnum: statusEnum(CLASSIFICATION, t),
      render: (_, r) => <StatusTag value={r.classification} styles={CLASSIFICATION} />,
    },
    {
      title: t('customers.status'),
      dataIndex: 'status',
      width: 90,
      valueEnum: statusEnum(CUSTOMER_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={CUSTOMER_STATUS} />,
    },
    {
      title: t('customers.labels'),
      dataIndex: 'labelId',
      width: 200,
      valueType: 'select',
      fieldProps: { options: labels, showSearch: true },
      render: (_, r) =>
        r.labels.length === 0
          ? '-'
          : r.labels.map((l) => (
              <Tag key={l.id} color={l.color}>
                {zh ? l.nameZh : l.nameEn}
              </Tag>
            )),
    },
    { title: t('customers.points'), dataIndex: 'points', width: 90, search: false, sortKey: 'points', align: 'right' },
    {
      title: t('customers.boundSnCount'),
      dataIndex: 'boundSnCount',
      width: 110,
      search: false,
      sortKey: 'boundSnCount',
      align: 'right',
      render: (_, r) => <span data-testid="bound-sn-count">{r.boundSnCount}</span>,
    },
    {
      title: t('customers.boundSnCount'),
      dataIndex: 'boundSns',
      hideInTable: true,
      width: 110,
      valueType: 'select',
      fieldProps: { options: BOUND_SN_FILTERS.map((v) => ({ value: v, label: t(`customers.boundSnFilter.${v}`) })) },
    },
    { title: t('customers.registeredAt'), dataIndex: 'registeredAt', width: 170, valueType: 'dateTime', search: false, sortKey: 'registeredAt' },
    { title: t('customers.registeredAt'), dataIndex: 'registered', valueType: 'dateTimeRange', hideInTable: true, width: 170 },
    { title: t('customers.lastAccessAt'), dataIndex: 'lastAccessAt', width: 170, valueType: 'dateTime', search: false, sortKey: 'lastAccessAt' },
    rowActionsColumn<TCustomer>({
      width: 150,
      onDetail: (r) => navigate(`/brand/userInfo/detail/${r.id}`),
      edit: { permission: P.customerEdit.name, onEdit: (r) => navigate(`/brand/userInfo/edit/${r.id}`) },
    }),
  ];
  return (
    <KitListPage<TCustomer>
      id="customers"
      rowKey="id"
      keyset
      columns={columns}
      fetch={getCustomerPage}
      actionRef={ref}
      toFilters={(v) => {
        const { registered, boundSns, ...rest } = v as { registered?: [string, string]; boundSns?: BoundSnFilter } & Record<string, unknown>;
        const iso = (s: string | undefined) => (s ? new Date(s).toISOString() : undefined);
        return {
          ...rest,
          country: typeof rest.country === 'string' ? rest.country.toUpperCase() : undefined,
          registeredFrom: iso(registered?.[0]),
          registeredTo: iso(registered?.[1]),
          productId: productId ? Number(productId) : undefined,
          ...boundSnRange(boundSns),
        };
      }}
      toolbar={({ filters }) => [
        <AddButton key="add" permission={P.customerAdd.name} onClick={() => navigate('/brand/userInfo/add')} />,
        <Access key="export" permission={P.customerExport.name}>
          <ExportButton url={customerUrls.exportExcel} service={CUSTOMER_SERVICE} body={filters} />
        </Access>,
      ]}
    />
  );
}
