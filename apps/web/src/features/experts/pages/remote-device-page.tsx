import type { TRemoteDevice } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { type KitColumn, KitListPage, StatusTag } from '../../../shared/kit';
import { getRemoteDevicePage } from '../api/expert-calls';
import { SESSION_STATE } from '../components/expert-labels';

/** /remoteDiagnosis/remoteDevice — the active devices remote sessions run on, with their session state from the open orders. */
export default function RemoteDevicePage() {
  const { t } = useTranslation();
  const columns: KitColumn<TRemoteDevice>[] = [
    { title: 'SN', dataIndex: 'sn', width: 170, fixed: 'left' },
    { title: t('experts.product'), dataIndex: 'productName', width: 200, search: false, render: (_, r) => r.productName ?? '-' },
    { title: t('experts.customerId'), dataIndex: 'customerId', width: 110, valueType: 'digit', render: (_, r) => r.customerId ?? '-' },
    { title: t('experts.customer'), dataIndex: 'customerAccount', width: 200, search: false, render: (_, r) => r.customerAccount ?? '-' },
    {
      title: t('experts.sessionState'),
      dataIndex: 'sessionState',
      width: 120,
      search: false,
      render: (_, r) => <StatusTag value={r.sessionState} styles={SESSION_STATE} />,
    },
    { title: t('experts.orderNo'), dataIndex: 'orderNo', width: 190, search: false, render: (_, r) => r.orderNo ?? '-' },
    { title: t('experts.expert'), dataIndex: 'expertName', width: 140, search: false, render: (_, r) => r.expertName ?? '-' },
  ];
  return <KitListPage<TRemoteDevice> id="remoteDevices" rowKey="id" columns={columns} fetch={getRemoteDevicePage} />;
}
