import type { TShipmentPlanDetail, TShipmentPlanSave } from '@diagops/contracts';
import { Button, Form, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { WarehouseSelect } from '../../supply';
import { OptionSelect } from './option-select';
import { addShipmentPlan, updateShipmentPlan } from './shipment-calls';

type Values = {
  warehouseId?: number;
  targetKind: 'dealer' | 'channel';
  targetId?: number;
  plannedDate?: string;
  remark?: string;
  lines: Array<{ skuId?: number; qty?: number }>;
};

/** Adds a shipment plan, or edits a draft or rejected one: warehouse, dealer or channel, planned date, lines of SKU and quantity. */
export function ShipmentPlanForm({
  open,
  plan,
  onClose,
  onSaved,
}: {
  open: boolean;
  plan: TShipmentPlanDetail | null;
  onClose: () => void;
  onSaved: (p: TShipmentPlanDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const kind = Form.useWatch('targetKind', form);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      plan
        ? {
            warehouseId: plan.warehouseId,
            targetKind: plan.targetKind,
            targetId: plan.targetId,
            plannedDate: plan.plannedDate,
            remark: plan.remark ?? undefined,
            lines: plan.lines.map((l) => ({ skuId: l.skuId, qty: l.qty })),
          }
        : { targetKind: 'dealer', lines: [{}] },
    );
  }, [open, plan, form]);
  const save = async () => {
    const v = await form.validateFields();
    const body: TShipmentPlanSave = {
      warehouseId: v.warehouseId!,
      targetKind: v.targetKind,
      targetId: v.targetId!,
      plannedDate: v.plannedDate!,
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      lines: v.lines.map((l) => ({ skuId: l.skuId!, qty: l.qty! })),
    };
    setSaving(true);
    try {
      const saved = plan ? await updateShipmentPlan({ id: plan.id, version: plan.version, ...body }) : await addShipmentPlan(body);
      message.success(t('kit.saved'));
      onSaved(saved);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('shipments.required') }];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving, 'data-testid': 'plan-save' } as never}
      title={plan ? t('shipments.editTitle', { no: plan.no }) : t('shipments.addTitle')}
      width={760}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="plan-form">
        <Form.Item name="warehouseId" label={t('shipments.warehouse')} rules={required}>
          <WarehouseSelect data-testid="plan-warehouse" />
        </Form.Item>
        <Form.Item name="targetKind" label={t('shipments.targetKind')} rules={required}>
          <Radio.Group onChange={() => form.setFieldValue('targetId', undefined)}>
            <Radio value="dealer">{t('shipments.target.dealer')}</Radio>
            <Radio value="channel">{t('shipments.target.channel')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="targetId" label={kind === 'channel' ? t('shipments.target.channel') : t('shipments.target.dealer')} rules={required}>
          <OptionSelect kind={kind === 'channel' ? 'channel' : 'dealer'} data-testid="plan-target" placeholder={t('shipments.pick')} />
        </Form.Item>
        <Form.Item name="plannedDate" label={t('shipments.plannedDate')} rules={required}>
          <Input type="date" data-testid="plan-date" />
        </Form.Item>
        <Form.Item name="remark" label={t('shipments.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('shipments.lines')}</div>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'skuId']} rules={required} style={{ width: 420 }}>
                    <OptionSelect kind="sku" placeholder={t('shipments.sku')} data-testid={`plan-line-sku-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'qty']} rules={required}>
                    <InputNumber min={1} max={1_000_000} precision={0} placeholder={t('shipments.qty')} data-testid={`plan-line-qty-${i}`} />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    {t('shipments.removeLine')}
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({})} disabled={fields.length >= 200} data-testid="plan-add-line">
                {t('shipments.addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
