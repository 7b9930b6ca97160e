import { useQuery } from '@tanstack/react-query';
import { Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { StatusTag } from '../../../shared/kit';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Spin } from '../../../shared/ui/spin';
import { getCard } from '../api/device-calls';
import { CARD_STATUS, when } from '../components/device-labels';

/** /brand/pointCard/detail/{id} */
export default function PointCardDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['pointCard', id], queryFn: () => getCard(id), enabled: id > 0 });
  if (q.isLoading) return <Spin />;
  const c = q.data;
  if (!c) return <Empty description={t('devices.notFound')} />;
  return (
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
  );
}
