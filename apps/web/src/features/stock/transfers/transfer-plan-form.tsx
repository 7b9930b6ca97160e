import type { TTransferPlanDetail, TTransferPlanSave } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { WarehouseSelect } from '../../supply';
import { SkuSelect } from './sku-select';
import { addTransferPlan, updateTransferPlan } from './transfer-calls';

/** The in-transit warehouse is never a plan's end: shipping goes through it. */
const PLAN_TYPES = ['own', 'overseas', 'platform'] as const;
type Values = { fromWarehouseId?: number; toWarehouseId?: number; plannedShipDate?: string; remark?: string; lines: Array<{ skuId?: number; qty?: number }> };

/** Adds a transfer plan, or edits one before it ships (a plan in approval goes back to the first step): warehouses, date, lines. */
export function TransferPlanForm({
  open,
  plan,
  onClose,
  onSaved,
}: {
  open: boolean;
  plan: TTransferPlanDetail | null;
  onClose: () => void;
  onSaved: (p: TTransferPlanDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      plan
        ? {
            fromWarehouseId: plan.fromWarehouseId,
            toWarehouseId: plan.toWarehouseId,
            plannedShipDate: plan.plannedShipDate,
            remark: plan.remark ?? undefined,
            lines: plan.lines.map((l) => ({ skuId: l.skuId, qty: l.plannedQty })),
          }
        : { lines: [{}] },
    );
  }, [open, plan, form]);
  const save = async () => {
    const v = await form.validateFields();
    const body: TTransferPlanSave = {
      fromWarehouseId: v.fromWarehouseId!,
      toWarehouseId: v.toWarehouseId!,
      plannedShipDate: v.plannedShipDate!,
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      lines: v.lines.map((l) => ({ skuId: l.skuId!, qty: l.qty! })),
    };
    setSaving(true);
    try {
      const saved = plan ? await updateTransferPlan({ id: plan.id, version: plan.version, ...body }) : await addTransferPlan(body);
      message.success(t('kit.saved'));
      onSaved(saved);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('transfers.required') }];
  const known = plan?.lines.map((l) => ({ id: l.skuId, code: l.skuCode, name: l.skuName, serialised: l.serialised }));
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving, 'data-testid': 'transfer-save' } as never}
      title={plan ? t('transfers.editTitle', { no: plan.no }) : t('transfers.addTitle')}
      width={760}
      destroyOnHidden
    >
      {plan && plan.status !== 'draft' && plan.status !== 'rejected' && <p data-testid="transfer-reapprove">{t('transfers.editResets')}</p>}
      <Form form={form} layout="vertical" data-testid="transfer-form">
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item name="fromWarehouseId" label={t('transfers.from')} rules={required} style={{ width: 340 }}>
            <WarehouseSelect types={PLAN_TYPES} data-testid="transfer-from" />
          </Form.Item>
          <Form.Item
            name="toWarehouseId"
            label={t('transfers.to')}
            style={{ width: 340 }}
            dependencies={['fromWarehouseId']}
            rules={[
              ...required,
              ({ getFieldValue }) => ({
                validator: (_, v) =>
                  v && v === getFieldValue('fromWarehouseId') ? Promise.reject(new Error(t('transfers.sameWarehouse'))) : Promise.resolve(),
              }),
            ]}
          >
            <WarehouseSelect types={PLAN_TYPES} data-testid="transfer-to" />
          </Form.Item>
        </Space>
        <Form.Item name="plannedShipDate" label={t('transfers.plannedShipDate')} rules={required}>
          <Input type="date" style={{ width: 220 }} data-testid="transfer-date" />
        </Form.Item>
        <Form.Item name="remark" label={t('transfers.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('transfers.lines')}</div>
              {fields.map((f, i) => (
                <Space key={f.key} align="start" style={{ display: 'flex' }}>
                  <Form.Item name={[f.name, 'skuId']} rules={required} style={{ width: 420 }}>
                    <SkuSelect known={known} placeholder={t('transfers.sku')} data-testid={`transfer-line-sku-${i}`} />
                  </Form.Item>
                  <Form.Item name={[f.name, 'qty']} rules={required}>
                    <InputNumber
                      min={1}
                      max={1_000_000}
                      precision={0}
                      placeholder={t('transfers.qty')}
                      aria-label={t('transfers.qty')}
                      data-testid={`transfer-line-qty-${i}`}
                    />
                  </Form.Item>
                  <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                    {t('transfers.removeLine')}
                  </Button>
                </Space>
              ))}
              <Button type="dashed" onClick={() => add({})} disabled={fields.length >= 200} data-testid="transfer-add-line">
                {t('transfers.addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
