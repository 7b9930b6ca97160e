import { EXPERT_PERMISSIONS as P, type TExpert } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Rate } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { usePermission } from '../../../shared/hooks/use-permission';
import { StatusTag, useFormTarget } from '../../../shared/kit';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { getExpert, getMyExpert } from '../api/expert-calls';
import { ExpertForm } from '../components/expert-form';
import { ENABLED, when } from '../components/expert-labels';
import { OrderList } from '../components/order-list';

/** /remoteDiagnosis/detail/index/{id?} — an expert's profile, figures and orders; without an id, the signed-in expert's own. */
export default function ExpertDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const byId = Number.isInteger(id) && id > 0;
  const staff = usePermission(P.expertView.name);
  const mine = !(byId && staff);
  const q = useQuery({ queryKey: ['expert', mine ? 'mine' : id], queryFn: () => (mine ? getMyExpert() : getExpert(id)), retry: false });
  const form = useFormTarget<TExpert>();
  if (q.isLoading) return <Spin style={{ display: 'block', margin: '80px auto' }} />;
  const e = q.data;
  if (!e) return <Empty style={{ marginTop: 80 }} description={t('experts.notFound')} />;
  return (
    <Space direction="vertical" size="middle" style={{ width: '100%' }}>
      <Panel
        title={<span data-testid="expert-detail-title">{e.nickname ? `${e.name} (${e.nickname})` : e.name}</span>}
        extra={
          mine ? (
            <Button onClick={() => form.open('edit', e)} data-testid="expert-edit-own">
              {t('experts.editOwn')}
            </Button>
          ) : null
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('experts.account')}>{e.account}</Descriptions.Item>
          <Descriptions.Item label={t('experts.email')}>{e.email ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('experts.phone')}>{e.phone ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('experts.goodBrands')}>
            {e.goodBrands.map((b) => (
              <Tag key={b}>{b}</Tag>
            ))}
          </Descriptions.Item>
          <Descriptions.Item label={t('experts.experienceStartYear')}>
            {e.experienceStartYear} ({t('experts.years', { n: e.experienceYears })})
          </Descriptions.Item>
          <Descriptions.Item label={t('experts.rating')}>
            <Rate disabled allowHalf value={Math.round(e.rating * 2) / 2} style={{ fontSize: 14 }} /> {e.rating.toFixed(2)} ({e.ratingCount})
          </Descriptions.Item>
          <Descriptions.Item label={t('experts.ordersCompleted')}>
            <span data-testid="expert-completed">{e.ordersCompleted}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('experts.favourites')}>{e.favourites}</Descriptions.Item>
          <Descriptions.Item label={t('experts.state')}>
            <StatusTag value={String(e.enabled)} styles={ENABLED} />
          </Descriptions.Item>
          <Descriptions.Item label={t('kit.createTime')}>{when(e.createTime)}</Descriptions.Item>
          <Descriptions.Item label={t('experts.remark')} span={2}>
            {e.remark ?? '-'}
          </Descriptions.Item>
        </Descriptions>
      </Panel>
      <Panel title={t('experts.orders')}>
        <OrderList id="expertDetailOrders" expertId={staff ? e.id : undefined} />
      </Panel>
      {mine ? <ExpertForm own mode={form.mode} expert={form.current} onClose={form.close} onSaved={() => void q.refetch()} /> : null}
    </Space>
  );
}
