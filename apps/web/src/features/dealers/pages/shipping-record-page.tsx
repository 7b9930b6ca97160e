import { DEALER_PERMISSIONS as P, type TDealerDevice, type TShipment } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Access } from '../../../shared/components/access';
import { type KitColumn, KitListPage, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { getDealerDevicePage, getShipmentPage } from '../api/dealer-calls';
import { REMARK_TYPE } from '../components/dealer-labels';

/** /dealerManagement/shippingRecord — device allocation records (DEALER-14) and the devices held, within the caller's branch. */
export default function ShippingRecordPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const columns: KitColumn<TShipment>[] = [
    { title: t('dealers.serialNo'), dataIndex: 'serialNo', width: 200, fixed: 'left' },
    {
      title: t('dealers.remarkTypeLabel'),
      dataIndex: 'remarkType',
      width: 140,
      valueEnum: statusEnum(REMARK_TYPE, t),
      render: (_, r) => <StatusTag value={r.remarkType} styles={REMARK_TYPE} />,
    },
    { title: t('dealers.fromDealer'), dataIndex: 'fromDealerName', width: 200, search: false, render: (_, r) => r.fromDealerName ?? t('dealers.factory') },
    { title: t('dealers.toDealer'), dataIndex: 'toDealerName', width: 200, search: false },
    { title: t('dealers.deviceCount'), dataIndex: 'deviceCount', width: 100, search: false, align: 'right' },
    { title: t('dealers.operator'), dataIndex: 'operatorName', width: 120, search: false },
    { title: t('dealers.remark'), dataIndex: 'remark', width: 200, search: false, render: (_, r) => r.remark ?? '-' },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TShipment>({ width: 90, onDetail: (r) => navigate(`/dealerManagement/shippingDetail/${encodeURIComponent(r.serialNo)}`) }),
  ];
  const deviceColumns: KitColumn<TDealerDevice>[] = [
    { title: 'SN', dataIndex: 'sn', width: 200 },
    { title: t('dealers.holder'), dataIndex: 'dealerName', width: 220, search: false },
    { title: t('dealers.allocateTime'), dataIndex: 'allocateTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'allocateTime' },
  ];
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <KitListPage<TShipment>
        id="dealerShipments"
        rowKey="id"
        keyset
        columns={columns}
        fetch={getShipmentPage}
        toolbar={() => [
          <Access key="allocate" permission={P.allocate.name}>
            <Button type="primary" onClick={() => navigate('/dealerManagement/shippingDetail')} data-testid="dealer-allocate">
              {t('dealers.allocate')}
            </Button>
          </Access>,
        ]}
      />
      <Panel title={t('dealers.heldDevices')} size="small">
        <KitListPage<TDealerDevice> id="dealerDevices" rowKey="id" keyset columns={deviceColumns} fetch={getDealerDevicePage} />
      </Panel>
    </Space>
  );
}
