import type { TVehicle } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { type KitColumn, KitListPage } from '../../../shared/kit';
import { getVehiclePage } from '../api/device-calls';

/** /brand/user/carList — vehicles by VIN and how many customers own each. */
export default function CarListPage() {
  const { t } = useTranslation();
  const columns: KitColumn<TVehicle>[] = [
    { title: t('devices.vin'), dataIndex: 'vin', width: 200, fixed: 'left', sortKey: 'vin' },
    { title: t('devices.brand'), dataIndex: 'brand', width: 150 },
    { title: t('devices.carModel'), dataIndex: 'model', width: 150, search: false },
    { title: t('devices.year'), dataIndex: 'year', width: 90, search: false },
    { title: t('devices.owners'), dataIndex: 'owners', width: 100, search: false, align: 'right' },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
  ];
  return <KitListPage<TVehicle> id="carList" rowKey="id" keyset columns={columns} fetch={getVehiclePage} />;
}
