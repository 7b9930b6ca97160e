import { CURRENCIES, OVER_RECEIPT_PCT_MAX, type TPurchaseOrderDetail, type TPurchaseOrderSave } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { SupplierSelect, WarehouseSelect } from '../../supply';
import { addOrder, getPurchaseSettings, updateOrder } from './purchasing-calls';
import { SkuPicker } from './sku-picker';

type Line = { skuId?: number; qty?: number; unitPrice?: number };
type Values = Omit<TPurchaseOrderSave, 'lines'> & { lines: Line[] };
const money = (n: number) => Math.round(n * 100) / 100;

/** Add or edit a purchase order: header and an editable lines table (SKU, quantity, unit price, amount) with the total. */
export function OrderForm({ open, order, onClose }: { open: boolean; order: TPurchaseOrderDetail | null; onClose: (saved?: TPurchaseOrderDetail) => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const settings = useQuery({ queryKey: ['stock', 'purchaseSettings'], queryFn: getPurchaseSettings, enabled: open });
  const lines = (Form.useWatch('lines', form) ?? []) as Line[];
  const total = money(lines.reduce((s, l) => s + money((l?.qty ?? 0) * (l?.unitPrice ?? 0)), 0));
  const known = (order?.lines ?? []).map((l) => ({ value: l.skuId, label: `${l.skuCode} ${l.skuName}` }));
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    if (order)
      form.setFieldsValue({
        supplierId: order.supplierId,
        warehouseId: order.warehouseId,
        currency: order.currency as Values['currency'],
        expectedDate: order.expectedDate,
        overReceiptPct: order.overReceiptPct,
        remark: order.remark ?? undefined,
        lines: order.lines.map((l) => ({ skuId: l.skuId, qty: l.qty, unitPrice: l.unitPrice })),
      });
    else form.setFieldsValue({ currency: 'CNY', lines: [{}] });
  }, [open, order, form]);
  useEffect(() => {
    if (open && !order && settings.data && form.getFieldValue('overReceiptPct') === undefined)
      form.setFieldValue('overReceiptPct', settings.data.overReceiptPct);
  }, [open, order, settings.data, form]);
  const save = async () => {
    const v = await form.validateFields();
    const body: TPurchaseOrderSave = {
      supplierId: v.supplierId,
      warehouseId: v.warehouseId,
      currency: v.currency,
      expectedDate: v.expectedDate,
      overReceiptPct: v.overReceiptPct,
      remark: v.remark?.trim() || undefined,
      lines: v.lines.map((l) => ({ skuId: l.skuId!, qty: l.qty!, unitPrice: l.unitPrice ?? 0 })),
    };
    setSaving(true);
    try {
      const saved = order ? await updateOrder({ ...body, id: order.id, version: order.version }) : await addOrder(body);
      message.success(t('stock.saved'));
      onClose(saved);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('kit.required') }];
  return (
    <Modal
      open={open}
      width={960}
      title={t(order ? 'stock.editOrder' : 'stock.addOrder')}
      onCancel={() => onClose()}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ 'data-testid': 'po-save' }}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="po-form">
        <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', columnGap: 16 }}>
          <Form.Item name="supplierId" label={t('stock.supplier')} rules={required}>
            <SupplierSelect data-testid="po-supplier" />
          </Form.Item>
          <Form.Item name="warehouseId" label={t('stock.receivingWarehouse')} rules={required}>
            <WarehouseSelect data-testid="po-warehouse" />
          </Form.Item>
          <Form.Item name="currency" label={t('stock.currency')} rules={required}>
            <Select options={CURRENCIES.map((c) => ({ value: c, label: c }))} />
          </Form.Item>
          <Form.Item name="expectedDate" label={t('stock.expectedDate')} rules={required}>
            <Input type="date" data-testid="po-expected" />
          </Form.Item>
          <Form.Item name="overReceiptPct" label={t('stock.overReceiptPct')} rules={required} extra={t('stock.overReceiptHint', { max: OVER_RECEIPT_PCT_MAX })}>
            <InputNumber min={0} max={OVER_RECEIPT_PCT_MAX} precision={0} style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={t('stock.remark')}>
            <Input maxLength={500} />
          </Form.Item>
        </div>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <table style={{ width: '100%', borderCollapse: 'collapse' }} data-testid="po-lines">
              <thead>
                <tr style={{ textAlign: 'left' }}>
                  <th style={{ width: '40%' }}>{t('stock.sku')}</th>
                  <th>{t('stock.qty')}</th>
                  <th>{t('stock.unitPrice')}</th>
                  <th>{t('stock.amount')}</th>
                  <th />
                </tr>
              </thead>
              <tbody>
                {fields.map((f, i) => (
                  <tr key={f.key}>
                    <td>
                      <Form.Item name={[f.name, 'skuId']} rules={required} style={{ marginBottom: 8 }}>
                        <SkuPicker known={known} data-testid={`po-line-sku-${i}`} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item name={[f.name, 'qty']} rules={required} style={{ marginBottom: 8 }}>
                        <InputNumber min={1} precision={0} style={{ width: '100%' }} data-testid={`po-line-qty-${i}`} />
                      </Form.Item>
                    </td>
                    <td>
                      <Form.Item name={[f.name, 'unitPrice']} rules={required} style={{ marginBottom: 8 }}>
                        <InputNumber min={0} precision={2} style={{ width: '100%' }} data-testid={`po-line-price-${i}`} />
                      </Form.Item>
                    </td>
                    <td style={{ textAlign: 'right', paddingBottom: 8 }}>{money((lines[i]?.qty ?? 0) * (lines[i]?.unitPrice ?? 0)).toFixed(2)}</td>
                    <td style={{ paddingBottom: 8 }}>
                      <Button type="link" danger disabled={fields.length === 1} onClick={() => remove(f.name)}>
                        {t('stock.removeLine')}
                      </Button>
                    </td>
                  </tr>
                ))}
                <tr>
                  <td colSpan={3}>
                    <Button onClick={() => add({})} data-testid="po-add-line">
                      {t('stock.addLine')}
                    </Button>
                  </td>
                  <td style={{ textAlign: 'right', fontWeight: 600 }} data-testid="po-total">
                    {t('stock.total')}: {total.toFixed(2)}
                  </td>
                  <td />
                </tr>
              </tbody>
            </table>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
