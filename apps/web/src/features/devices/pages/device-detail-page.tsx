import { DEVICE_ACTION_FROM, SPECIAL_CONFIG_INFO_ROUTE, SPECIAL_CONFIG_PERMISSION, type TDeviceAction } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { Access } from '../../../shared/components/access';
import { StatusTag } from '../../../shared/kit';
import { DetailTable } from '../../../shared/ui/data-table/detail-table';
import { Empty } from '../../../shared/ui/empty';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { getDeviceDetail } from '../api/device-calls';
import { DeviceActionDialog, DIALOG_ACTIONS, type DialogAction } from '../components/device-action-dialog';
import { ACTION_PERMISSION, DEVICE_STATUS, when } from '../components/device-labels';

const { Text } = Typography;

/** /brand/equipment/detailSN/{id}/{sn} — the device, its owner and its whole story (an exchanged SN's rows included). */
export default function DeviceDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const q = useQuery({ queryKey: ['device', id], queryFn: () => getDeviceDetail(id), enabled: id > 0 });
  const [action, setAction] = useState<DialogAction | null>(null);
  if (q.isLoading) return <Spin />;
  if (!q.data) return <Empty description={t('devices.notFound')} />;
  const { device: d, history } = q.data;
  const yes = (b: boolean) => (b ? t('devices.yes') : t('devices.no'));
  return (
    <Space direction="vertical" style={{ width: '100%' }} size="middle">
      <Panel
        title={`${t('devices.sn')}: ${d.sn}`}
        extra={
          <Space wrap>
            <Access permission={SPECIAL_CONFIG_PERMISSION.effective}>
              <Link to={`${SPECIAL_CONFIG_INFO_ROUTE}/${encodeURIComponent(d.sn)}`} data-testid="detail-effective-config">
                {t('devices.effectiveConfig')}
              </Link>
            </Access>
            {DIALOG_ACTIONS.filter((a) => DEVICE_ACTION_FROM[a as TDeviceAction].includes(d.status)).map((a) => (
              <Access key={a} permission={ACTION_PERMISSION[a]}>
                <Button size="small" danger={a === 'lock'} onClick={() => setAction(a)} data-testid={`detail-${a}`}>
                  {t(`devices.action.${a}`)}
                </Button>
              </Access>
            ))}
          </Space>
        }
      >
        <Descriptions bordered size="small" column={{ xs: 1, md: 2, xl: 3 }}>
          <Descriptions.Item label={t('devices.status')}>
            <StatusTag value={d.status} styles={DEVICE_STATUS} />
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.product')}>{d.productName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.model')}>{d.productModelName ?? '-'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.type')}>{t(`devices.typeValue.${d.type}`)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.purpose')}>{t(`devices.purposeValue.${d.purpose}`)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.owner')}>{d.customerId ? `${d.customerAccount ?? ''} (#${d.customerId})` : '-'}</Descriptions.Item>
          <Descriptions.Item label={t('devices.phone')}>{d.customerPhone ?? '-'}</Descriptions.Item>
          {d.status === 'transferring' && d.transferToCustomerId ? (
            <Descriptions.Item label={t('devices.transferToLabel')}>
              <span data-testid="detail-transfer-to">
                {t('devices.transferTo', { account: `${d.transferToAccount ?? ''} (#${d.transferToCustomerId})` })} · {when(d.transferRequestedAt)}
              </span>
            </Descriptions.Item>
          ) : null}
          <Descriptions.Item label={t('devices.purchaseTime')}>{when(d.purchaseTime)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.bindTime')}>{when(d.bindTime)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.activationTime')}>{when(d.activationTime)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.warrantyTime')}>
            <span data-testid="detail-warranty">{when(d.warrantyTime)}</span>
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.expiryTime')}>{when(d.expiryTime)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.registrationCode')}>
            {d.registrationCode ?? (
              <Text type="warning" data-testid="detail-no-code">
                {t('devices.noRegistrationCode')}
              </Text>
            )}
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.softwareList')}>
            {d.softwareList.length ? d.softwareList.map((s) => <Tag key={s}>{s}</Tag>) : '-'}
          </Descriptions.Item>
          <Descriptions.Item label={t('devices.secondSale')}>{yes(d.secondSale)}</Descriptions.Item>
          <Descriptions.Item label={t('devices.pendingReview')}>{yes(d.pendingReview)}</Descriptions.Item>
        </Descriptions>
      </Panel>
      <DetailTable
        title={t('devices.history')}
        emptyText={t('devices.noHistory')}
        rowKey="id"
        dataSource={history}
        columns={[
          { title: t('devices.when'), dataIndex: 'createTime', width: 180, render: (v: string) => when(v) },
          { title: t('devices.sn'), dataIndex: 'sn', width: 150 },
          { title: t('devices.actionColumn'), dataIndex: 'action', width: 140, render: (v: string) => t(`devices.action.${v}`, { defaultValue: v }) },
          {
            title: t('devices.status'),
            key: 'status',
            width: 200,
            render: (_, h) => `${h.fromStatus ? t(`devices.statusValue.${h.fromStatus}`) : '-'} → ${h.toStatus ? t(`devices.statusValue.${h.toStatus}`) : '-'}`,
          },
          { title: t('devices.actor'), key: 'actor', width: 160, render: (_, h) => `${t(`devices.actorKind.${h.actorKind}`)} ${h.actorName ?? ''}` },
          { title: t('devices.note'), dataIndex: 'note' },
        ]}
      />
      <DeviceActionDialog
        action={action}
        device={d}
        onClose={(changed) => {
          setAction(null);
          if (changed) q.refetch();
        }}
      />
    </Space>
  );
}
