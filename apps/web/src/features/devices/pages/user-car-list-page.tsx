import type { TCustomerVehicle } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { type KitColumn, KitListPage } from '../../../shared/kit';
import { getCustomerVehiclePage } from '../api/device-calls';

/** /brand/user/userCarList — which customers own which vehicles. */
export default function UserCarListPage() {
  const { t } = useTranslation();
  const columns: KitColumn<TCustomerVehicle>[] = [
    { title: t('devices.vin'), dataIndex: 'vin', width: 200, fixed: 'left' },
    { title: t('devices.customerId'), dataIndex: 'customerId', width: 110, valueType: 'digit' },
    { title: t('devices.owner'), dataIndex: 'customerAccount', width: 200, search: false, render: (_, r) => r.customerAccount ?? '-' },
    { title: t('devices.brand'), dataIndex: 'brand', width: 150, search: false },
    { title: t('devices.carModel'), dataIndex: 'model', width: 150, search: false },
    { title: t('devices.year'), dataIndex: 'year', width: 90, search: false },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
  ];
  return <KitListPage<TCustomerVehicle> id="userCarList" rowKey="id" keyset columns={columns} fetch={getCustomerVehiclePage} />;
}
