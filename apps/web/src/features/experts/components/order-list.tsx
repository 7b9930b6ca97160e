import { EXPERT_SERVICE_TYPES, EXPERT_PERMISSIONS as P, type TExpertOrder } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Segmented } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { type KitColumn, KitListPage, type ListActions, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { getExpertOptions, getOrderPage } from '../api/expert-calls';
import { ORDER_GROUPS, ORDER_STATUS } from './expert-labels';
import { OrderDrawer } from './order-drawer';

/**
 * Expert orders, the coarse groups as a switch above the list and the fine states as a filter; a
 * row opens its drawer, and so does `openOrderId` (a bell notice's link names the order; `onOpened`
 * lets the page forget it, so the same link opens it again).
 */
export function OrderList({ id, expertId, openOrderId, onOpened }: { id: string; expertId?: number; openOrderId?: number; onOpened?: () => void }) {
  const { t } = useTranslation();
  const ref = useRef<ListActions | undefined>(undefined);
  const [group, setGroup] = useState<string>('all');
  const [openId, setOpenId] = useState<number | null>(null);
  useEffect(() => {
    if (!openOrderId) return;
    setOpenId(openOrderId);
    onOpened?.();
  }, [openOrderId, onOpened]);
  const staff = usePermission(P.expertView.name);
  const experts = useQuery({ queryKey: ['expertOptions'], queryFn: getExpertOptions, enabled: staff && expertId === undefined });
  const columns: KitColumn<TExpertOrder>[] = [
    {
      title: t('experts.orderNo'),
      dataIndex: 'orderNo',
      width: 190,
      fixed: 'left',
      render: (_, r) => (
        <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setOpenId(r.id)} data-testid={`order-open-${r.orderNo}`}>
          {r.orderNo}
        </Button>
      ),
    },
    {
      title: t('experts.orderStatus'),
      dataIndex: 'status',
      width: 150,
      valueEnum: statusEnum(ORDER_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={ORDER_STATUS} />,
    },
    { title: t('experts.vehicleInfo'), dataIndex: 'vehicleInfo', width: 180, search: false },
    { title: 'VIN', dataIndex: 'vin', width: 180 },
    ...(expertId === undefined
      ? [
          {
            title: t('experts.expert'),
            dataIndex: 'expertId',
            width: 140,
            search: staff ? undefined : false,
            valueType: 'select' as const,
            fieldProps: { options: (experts.data ?? []).map((e) => ({ value: e.id, label: e.name })) },
            render: (_: unknown, r: TExpertOrder) => r.expertName ?? '-',
          },
        ]
      : []),
    { title: t('experts.customer'), dataIndex: 'customerAccount', width: 180, search: false, render: (_, r) => r.customerAccount ?? '-' },
    {
      title: t('experts.serviceType'),
      dataIndex: 'serviceType',
      width: 130,
      valueType: 'select',
      fieldProps: { options: EXPERT_SERVICE_TYPES.map((v) => ({ value: v, label: t(`experts.serviceTypes.${v}`) })) },
      render: (_, r) => t(`experts.serviceTypes.${r.serviceType}`),
    },
    { title: t('experts.content'), dataIndex: 'content', width: 240, search: false, ellipsis: true },
    { title: t('experts.appointmentTime'), dataIndex: 'appointmentTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'appointmentTime' },
    { title: t('experts.customerRating'), dataIndex: 'rating', width: 90, search: false, render: (_, r) => (r.rating ? `${r.rating} / 5` : '-') },
    { title: t('kit.createTime'), dataIndex: 'createTime', width: 170, valueType: 'dateTime', search: false, sortKey: 'createTime' },
    rowActionsColumn<TExpertOrder>({ width: 100, onDetail: (r) => setOpenId(r.id) }),
  ];
  return (
    <>
      <Segmented
        style={{ marginBottom: 12 }}
        value={group}
        onChange={(v) => {
          setGroup(String(v));
          ref.current?.reload();
        }}
        options={[{ value: 'all', label: t('experts.groups.all') }, ...ORDER_GROUPS.map((g) => ({ value: g, label: t(`experts.groups.${g}`) }))]}
        data-testid="order-groups"
      />
      <KitListPage<TExpertOrder>
        id={id}
        rowKey="id"
        columns={columns}
        fetch={(q) => getOrderPage({ ...q, ...(group === 'all' ? {} : { group }), ...(expertId ? { expertId } : {}) })}
        actionRef={ref}
      />
      <OrderDrawer orderId={openId} onClose={() => setOpenId(null)} onChanged={() => ref.current?.reload()} />
    </>
  );
}
