import type { TSeedUser } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type KitColumn, KitListPage, rowActionsColumn, StatusTag } from '../../../shared/kit';
import { getSeedUserPage } from '../api/customer-calls';
import { CUSTOMER_STATUS } from '../components/customer-styles';

/** /brand/seedUsers — beta testers (classification beta) and their activity. */
export default function SeedUsersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: KitColumn<TSeedUser>[] = [
    { title: t('customers.account'), dataIndex: 'account', width: 220, fixed: 'left' },
    { title: t('customers.name'), dataIndex: 'name', width: 120, search: false },
    { title: t('customers.country'), dataIndex: 'country', width: 90 },
    { title: t('customers.status'), dataIndex: 'status', width: 90, search: false, render: (_, r) => <StatusTag value={r.status} styles={CUSTOMER_STATUS} /> },
    { title: t('customers.activityCount'), dataIndex: 'activityCount', width: 110, search: false, align: 'right' },
    { title: t('customers.lastActivityAt'), dataIndex: 'lastActivityAt', width: 170, valueType: 'dateTime', search: false },
    { title: t('customers.registeredAt'), dataIndex: 'registeredAt', width: 170, valueType: 'dateTime', search: false, sortKey: 'registeredAt' },
    { title: t('customers.lastAccessAt'), dataIndex: 'lastAccessAt', width: 170, valueType: 'dateTime', search: false, sortKey: 'lastAccessAt' },
    rowActionsColumn<TSeedUser>({ width: 90, onDetail: (r) => navigate(`/brand/userInfo/detail/${r.id}`) }),
  ];
  return (
    <KitListPage<TSeedUser>
      id="seedUsers"
      rowKey="id"
      keyset
      columns={columns}
      fetch={getSeedUserPage}
      toFilters={(v) => ({ ...v, country: typeof v.country === 'string' ? v.country.toUpperCase() : undefined })}
    />
  );
}
