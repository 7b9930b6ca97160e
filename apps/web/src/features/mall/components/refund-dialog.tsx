import { type TOrderDetail, ZOrderRefundRequest } from '@diagops/contracts';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmAction, KitEntityForm } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { refundOrder } from '../api/mall-api';

const ZRefundForm = ZOrderRefundRequest.omit({ orderNo: true });

type Props = { order: TOrderDetail | null; onClose: (changed: boolean) => void };

/**
 * A staff refund of part or all of what is left to refund: the amount (what is left by default)
 * and a reason, then a confirmation. The server refuses more than is left (79807) and writes nothing.
 */
export function RefundDialog({ order, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <KitEntityForm<{ amount: number; reason: string }>
      mode={order ? 'add' : null}
      titleKey={{ add: 'mall.refund.title', edit: 'mall.refund.title', detail: 'mall.refund.title' }}
      schema={ZRefundForm}
      fields={[
        { name: 'amount', labelKey: 'mall.refund.amount', kind: 'number', precision: 2 },
        { name: 'reason', labelKey: 'mall.refund.reason', kind: 'textarea' },
      ]}
      initialValues={order ? { amount: order.refundable } : undefined}
      extra={
        order ? (
          <Col span={24}>
            <Alert
              type="info"
              showIcon
              data-testid="refund-hint"
              message={t('mall.refund.hint', { n: order.refundable.toFixed(2), currency: order.currency })}
            />
          </Col>
        ) : undefined
      }
      onClose={() => onClose(false)}
      onSubmit={async (v) => {
        if (!order) return;
        const ok = await confirmAction(t('mall.refund.confirm', { n: Number(v.amount).toFixed(2), currency: order.currency, no: order.orderNo }), {
          danger: true,
        });
        if (!ok) throw new Error('cancelled');
        await refundOrder({ orderNo: order.orderNo, amount: Number(v.amount), reason: v.reason });
        onClose(true);
      }}
    />
  );
}
