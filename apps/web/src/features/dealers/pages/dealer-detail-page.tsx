import { DEALER_PERMISSIONS as P } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { StatusTag } from '../../../shared/kit';
import { DetailTable } from '../../../shared/ui/data-table/detail-table';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { getDealer } from '../api/dealer-calls';
import { DEALER_STATUS, when } from '../components/dealer-labels';

/** /dealerManagement/detail/{id} — a dealer of the caller's branch (another branch's id answers "not found"). */
export default function DealerDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['dealers', 'dealer', id], queryFn: () => getDealer(id), enabled: id > 0, retry: false });
  if (q.isLoading) return <Spin />;
  const d = q.data;
  if (!d) return <Empty description={t('dealers.notFound')} data-testid="dealer-not-found" />;
  return (
    <Space direction="vertical" style={{ width: '100%' }}>
      <Panel
        title={`${d.code} ${d.name}`}
        extra={
          <Space>
            <Button onClick={() => navigate(`/dealerManagement/applicationService/${d.id}`)}>{t('dealers.doiApplication')}</Button>
            <Access permission={P.dealerEdit.name}>
              <Button type="primary" onClick={() => navigate(`/dealerManagement/edit/${d.id}`)}>
                {t('kit.edit')}
              </Button>
            </Access>
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2 }} data-testid="dealer-detail">
          <Descriptions.Item label={t('dealers.code')}>{d.code}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.name')}>{d.name}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.level')}>{d.level}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.parent')}>{d.parentName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.account')}>{d.account}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.status')}>
            <StatusTag value={d.status} styles={DEALER_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label={t('dealers.area')}>{d.areaName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.serviceTeam')}>{d.serviceTeamName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.contact')}>{d.contactName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.contactPhone')}>{d.contactPhone ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.email')}>{d.email}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.address')}>{d.address ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.doi')}>{t(d.doiRegistered ? 'dealers.doiRegistered' : 'dealers.doiNotRegistered')}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.permissions')}>
            {[d.teamPermission && t('dealers.teamPermission'), d.individualPermission && t('dealers.individualPermission')].filter(Boolean).join(', ')}
          </Descriptions.Item>
          <Descriptions.Item label={t('dealers.children')}>{d.children}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.devices')}>{d.devices}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.applicationInfo')}>{d.applicationInfo ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('dealers.certificates')}>{d.certificates ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('kit.createTime')}>{when(d.createTime)}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <DetailTable
        title={t('dealers.profitRatios')}
        rowKey="skuId"
        dataSource={d.profitRatios}
        columns={[
          { title: t('dealers.skuCode'), dataIndex: 'skuCode', width: 180 },
          { title: t('dealers.sku'), dataIndex: 'skuName' },
          { title: t('dealers.ratio'), dataIndex: 'ratio', width: 140, align: 'right', render: (v: number) => `${v.toFixed(2)}%` },
        ]}
      />
    </Space>
  );
}
