import type { TPurchaseOrderDetail } from '@diagops/contracts';
import { Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { splitSns } from '../shared/stock-text';
import { receiveOrder } from './purchasing-calls';

type LineValues = { receivedQty?: number; rejectedQty?: number; rejectReason?: string; sns?: string; boxNo?: string };

/** 收货 / Receive: per line the received and rejected quantities (a reason when rejected), the SNs of serialised SKUs, a box number. */
export function ReceiveDialog({ order, onClose }: { order: TPurchaseOrderDetail | null; onClose: (saved?: TPurchaseOrderDetail) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<{ lines: LineValues[]; remark?: string }>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (order)
      form.setFieldsValue({
        lines: order.lines.map((l) => ({ receivedQty: Math.max(0, l.qty - l.receivedQty - l.rejectedQty), rejectedQty: 0 })),
        remark: undefined,
      });
  }, [order, form]);
  const values = (Form.useWatch('lines', form) ?? []) as LineValues[];
  if (!order) return null;
  const save = async () => {
    const v = await form.validateFields();
    const lines = order.lines
      .map((l, i) => {
        const x = v.lines[i] ?? {};
        return {
          orderLineId: l.id,
          receivedQty: x.receivedQty ?? 0,
          rejectedQty: x.rejectedQty ?? 0,
          ...(x.rejectReason?.trim() ? { rejectReason: x.rejectReason.trim() } : {}),
          ...(l.serialised ? { sns: splitSns(x.sns) } : {}),
          ...(x.boxNo?.trim() ? { boxNo: x.boxNo.trim() } : {}),
        };
      })
      .filter((l) => l.receivedQty + l.rejectedQty > 0);
    if (lines.length === 0) {
      message.warning(t('stock.nothingToReceive'));
      return;
    }
    setSaving(true);
    try {
      const saved = await receiveOrder({ id: order.id, version: order.version, remark: v.remark?.trim() || undefined, lines });
      message.success(t('stock.receivedDone'));
      onClose(saved);
    } catch (e) {
      showSaveError(e, message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      width={960}
      title={`${t('stock.receive')} ${order.no}`}
      onCancel={() => onClose()}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'po-receive-ok' }}
    >
      <Form form={form} layout="vertical" data-testid="po-receive-form">
        {order.lines.map((l, i) => (
          <div key={l.id} style={{ borderBottom: '1px solid rgba(128,128,128,.2)', marginBottom: 12 }}>
            <div style={{ fontWeight: 600, marginBottom: 8 }}>
              {l.skuCode} {l.skuName} — {t('stock.ordered')} {l.qty} · {t('stock.receivedQty')} {l.receivedQty} · {t('stock.rejectedQty')} {l.rejectedQty}
            </div>
            <div style={{ display: 'grid', gridTemplateColumns: 'repeat(4, 1fr)', columnGap: 12 }}>
              <Form.Item name={['lines', i, 'receivedQty']} label={t('stock.receiveNow')}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} data-testid={`po-recv-qty-${i}`} />
              </Form.Item>
              <Form.Item name={['lines', i, 'rejectedQty']} label={t('stock.rejectNow')}>
                <InputNumber min={0} precision={0} style={{ width: '100%' }} />
              </Form.Item>
              <Form.Item
                name={['lines', i, 'rejectReason']}
                label={t('stock.rejectReason')}
                rules={[{ required: (values[i]?.rejectedQty ?? 0) > 0, whitespace: true, message: t('stock.rejectReasonRequired') }]}
              >
                <Input maxLength={500} />
              </Form.Item>
              <Form.Item name={['lines', i, 'boxNo']} label={t('stock.boxNo')}>
                <Input maxLength={64} />
              </Form.Item>
            </div>
            {l.serialised && (
              <Form.Item
                name={['lines', i, 'sns']}
                label={t('stock.snsOnePerLine')}
                extra={t('stock.snCount', { n: splitSns(values[i]?.sns).length, want: values[i]?.receivedQty ?? 0 })}
                rules={[
                  {
                    validator: async (_, v: string | undefined) => {
                      if (splitSns(v).length !== (values[i]?.receivedQty ?? 0)) throw new Error(t('stock.snCountMismatch'));
                    },
                  },
                ]}
              >
                <Input.TextArea rows={3} data-testid={`po-recv-sns-${i}`} />
              </Form.Item>
            )}
          </div>
        ))}
        <Form.Item name="remark" label={t('stock.remark')}>
          <Input maxLength={500} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
