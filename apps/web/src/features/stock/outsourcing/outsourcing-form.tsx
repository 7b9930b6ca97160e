import type { TOutsourcingDetail, TOutsourcingSave } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { SupplierSelect, WarehouseSelect } from '../../supply';
import { SkuSelect } from '../special-stock/sku-select';
import { addOutsourcing, updateOutsourcing } from './calls';

type Line = { skuId?: number; qty?: number };
type Values = { supplierId?: number; warehouseId?: number; expectedDate?: string; remark?: string; materials: Line[]; products: Line[] };

/** Adds an outsourcing order, or edits a draft or rejected one: supplier, warehouse, expected date, material and finished lines. */
export function OutsourcingForm({
  open,
  order,
  onClose,
  onSaved,
}: {
  open: boolean;
  order: TOutsourcingDetail | null;
  onClose: () => void;
  onSaved: (o: TOutsourcingDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      order
        ? {
            supplierId: order.supplierId,
            warehouseId: order.warehouseId,
            expectedDate: order.expectedDate,
            remark: order.remark ?? undefined,
            materials: order.materials.map((l) => ({ skuId: l.skuId, qty: l.qty })),
            products: order.products.map((l) => ({ skuId: l.skuId, qty: l.qty })),
          }
        : { materials: [{}], products: [{}] },
    );
  }, [open, order, form]);
  const save = async () => {
    const v = await form.validateFields();
    const lines = (ls: Line[]) => ls.map((l) => ({ skuId: l.skuId!, qty: l.qty! }));
    const body: TOutsourcingSave = {
      supplierId: v.supplierId!,
      warehouseId: v.warehouseId!,
      expectedDate: v.expectedDate!,
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      materials: lines(v.materials),
      products: lines(v.products),
    };
    setSaving(true);
    try {
      const saved = order ? await updateOutsourcing({ id: order.id, version: order.version, ...body }) : await addOutsourcing(body);
      message.success(t('stockSpecial.saved'));
      onSaved(saved);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('stockSpecial.required') }];
  const lineList = (name: 'materials' | 'products', title: string, qtyLabel: string) => (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          <div style={{ fontWeight: 600, margin: '8px 0' }}>{title}</div>
          {fields.map((f, i) => (
            <Space key={f.key} align="start" style={{ display: 'flex' }}>
              <Form.Item name={[f.name, 'skuId']} rules={required} style={{ width: 420 }}>
                <SkuSelect object="outsourcing" placeholder={t('stockSpecial.sku')} data-testid={`os-${name}-sku-${i}`} />
              </Form.Item>
              <Form.Item name={[f.name, 'qty']} rules={required}>
                <InputNumber min={1} max={1_000_000} precision={0} placeholder={qtyLabel} data-testid={`os-${name}-qty-${i}`} />
              </Form.Item>
              <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                {t('stockSpecial.removeLine')}
              </Button>
            </Space>
          ))}
          <Button type="dashed" onClick={() => add({})} disabled={fields.length >= 200} data-testid={`os-${name}-add`}>
            {t('stockSpecial.addLine')}
          </Button>
        </>
      )}
    </Form.List>
  );
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving, 'data-testid': 'os-save' } as never}
      title={order ? t('stockSpecial.os.editTitle', { no: order.no }) : t('stockSpecial.os.addTitle')}
      width={820}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="os-form">
        <Form.Item name="supplierId" label={t('stockSpecial.os.supplier')} rules={required}>
          <SupplierSelect data-testid="os-supplier" />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('stockSpecial.warehouse')} rules={required}>
          <WarehouseSelect data-testid="os-warehouse" />
        </Form.Item>
        <Form.Item name="expectedDate" label={t('stockSpecial.os.expectedDate')} rules={required}>
          <Input type="date" style={{ width: '100%' }} data-testid="os-date" />
        </Form.Item>
        <Form.Item name="remark" label={t('stockSpecial.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        {lineList('materials', t('stockSpecial.os.materials'), t('stockSpecial.os.issueQty'))}
        {lineList('products', t('stockSpecial.os.products'), t('stockSpecial.os.expectedQty'))}
      </Form>
    </Modal>
  );
}
