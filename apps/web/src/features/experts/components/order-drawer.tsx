import { EXPERT_ORDER_REASSIGNABLE, EXPERT_PERMISSIONS as P, type TExpertOrderAction } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Descriptions, Drawer, Form, Rate, Timeline } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import { getExpertOptions, getOrderDetail, reassignOrder, runOrderStep } from '../api/expert-calls';
import { isDanger, needsReason, ORDER_STATUS, when } from './expert-labels';

type Props = { orderId: number | null; onClose: () => void; onChanged: () => void };

/** One order: its fields, its story and the steps the caller may take now (from the server). */
export function OrderDrawer({ orderId, onClose, onChanged }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const q = useQuery({ queryKey: ['expertOrder', orderId], queryFn: () => getOrderDetail(orderId!), enabled: orderId !== null, retry: false });
  const [asking, setAsking] = useState<TExpertOrderAction | null>(null);
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  // staff give an order that has not started its service to another expert, with a reason
  const mayReassign = usePermission(P.orderReassign.name);
  const [reassigning, setReassigning] = useState(false);
  const [target, setTarget] = useState<number | undefined>(undefined);
  const experts = useQuery({ queryKey: ['expertOptions'], queryFn: getExpertOptions, enabled: reassigning });
  const reassign = async () => {
    const o = q.data!.order;
    setBusy(true);
    try {
      const saved = await reassignOrder({ id: o.id, version: o.version, expertId: target!, reason: reason.trim() });
      message.success(t('experts.reassigned', { name: saved.expertName ?? '' }));
      setReassigning(false);
      setTarget(undefined);
      setReason('');
      await q.refetch();
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const run = async (action: TExpertOrderAction, why?: string) => {
    const o = q.data!.order;
    setBusy(true);
    try {
      await runOrderStep(action, o, why);
      message.success(t('experts.stepDone', { action: t(`experts.action.${action}`) }));
      setAsking(null);
      setReason('');
      await q.refetch();
      onChanged();
    } finally {
      setBusy(false);
    }
  };
  const start = async (action: TExpertOrderAction) => {
    if (needsReason(action)) return setAsking(action);
    if (!(await confirmAction(t('experts.confirmStep', { action: t(`experts.action.${action}`), no: q.data!.order.orderNo })))) return;
    await run(action);
  };
  const d = q.data;
  return (
    <Drawer open={orderId !== null} onClose={onClose} width={720} title={d ? `${t('experts.order')} ${d.order.orderNo}` : t('experts.order')} destroyOnHidden>
      {q.isLoading ? (
        <Spin />
      ) : !d ? (
        <Empty description={t('experts.orderNotFound')} />
      ) : (
        <Space direction="vertical" size="middle" style={{ width: '100%' }}>
          <Space wrap data-testid="order-steps">
            {d.allowedActions.map((a) => (
              <Button
                key={a}
                type={isDanger(a) ? 'default' : 'primary'}
                danger={isDanger(a)}
                loading={busy}
                onClick={() => void start(a)}
                data-testid={`order-${a}`}
              >
                {t(`experts.action.${a}`)}
              </Button>
            ))}
            {mayReassign && EXPERT_ORDER_REASSIGNABLE.includes(d.order.status) ? (
              <Button loading={busy} onClick={() => setReassigning(true)} data-testid="order-reassign">
                {t('experts.reassign')}
              </Button>
            ) : null}
          </Space>
          <Descriptions bordered size="small" column={{ xs: 1, md: 2 }}>
            <Descriptions.Item label={t('experts.orderStatus')}>
              <span data-testid="order-status">
                <StatusTag value={d.order.status} styles={ORDER_STATUS} />
              </span>
            </Descriptions.Item>
            <Descriptions.Item label={t('experts.group')}>{t(`experts.groups.${d.order.group}`)}</Descriptions.Item>
            <Descriptions.Item label={t('experts.vehicleInfo')}>{d.order.vehicleInfo}</Descriptions.Item>
            <Descriptions.Item label="VIN">{d.order.vin}</Descriptions.Item>
            <Descriptions.Item label={t('experts.expert')}>{d.order.expertName ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('experts.customer')}>{d.order.customerAccount ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('experts.serviceType')}>{t(`experts.serviceTypes.${d.order.serviceType}`)}</Descriptions.Item>
            <Descriptions.Item label={t('experts.appointmentTime')}>{when(d.order.appointmentTime)}</Descriptions.Item>
            <Descriptions.Item label={t('experts.device')}>{d.order.deviceSn ?? '-'}</Descriptions.Item>
            <Descriptions.Item label={t('kit.createTime')}>{when(d.order.createTime)}</Descriptions.Item>
            <Descriptions.Item label={t('experts.content')} span={2}>
              {d.order.content}
            </Descriptions.Item>
            {d.order.reason ? (
              <Descriptions.Item label={t('experts.reason')} span={2}>
                {d.order.reason}
              </Descriptions.Item>
            ) : null}
            <Descriptions.Item label={t('experts.customerRating')} span={2}>
              {d.order.rating ? (
                <span data-testid="order-rating">
                  <Rate disabled value={d.order.rating} style={{ fontSize: 14 }} /> {d.order.ratingComment ?? ''}
                </span>
              ) : (
                t('experts.notRated')
              )}
            </Descriptions.Item>
          </Descriptions>
          <Timeline
            items={d.history.map((h) => ({
              key: h.id,
              children: (
                <span>
                  {when(h.createTime)} · {t(`experts.action.${h.action}`)} · {h.fromState ? `${t(`experts.status.${h.fromState}`)} → ` : ''}
                  {t(`experts.status.${h.toState}`)} ·{' '}
                  {h.username?.startsWith('customer:') ? `${t('experts.customer')} ${h.username.slice(9)}` : (h.username ?? '')}
                  {h.reason ? ` · ${h.reason}` : ''}
                </span>
              ),
            }))}
          />
        </Space>
      )}
      <Modal
        open={asking !== null}
        title={asking ? t(`experts.action.${asking}`) : ''}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ danger: true, disabled: !reason.trim(), loading: busy }}
        onCancel={() => setAsking(null)}
        onOk={() => void run(asking!, reason.trim())}
        destroyOnHidden
      >
        <Input.TextArea
          aria-label={t('experts.reason')}
          placeholder={t('experts.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          maxLength={500}
        />
      </Modal>
      <Modal
        open={reassigning}
        title={t('experts.reassignTitle')}
        okText={t('common.confirm')}
        cancelText={t('common.cancel')}
        okButtonProps={{ disabled: !target || !reason.trim(), loading: busy }}
        onCancel={() => setReassigning(false)}
        onOk={() => void reassign()}
        destroyOnHidden
      >
        <Form layout="vertical">
          <Form.Item label={t('experts.reassignTo')} extra={t('experts.reassignHint')} required>
            <Select
              showSearch
              optionFilterProp="label"
              value={target}
              onChange={setTarget}
              loading={experts.isLoading}
              options={(experts.data ?? []).filter((e) => e.id !== d?.order.expertId).map((e) => ({ value: e.id, label: e.name }))}
              data-testid="order-reassign-expert"
            />
          </Form.Item>
          <Form.Item label={t('experts.reason')} required>
            <Input.TextArea value={reason} onChange={(e) => setReason(e.target.value)} maxLength={500} data-testid="order-reassign-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Drawer>
  );
}
