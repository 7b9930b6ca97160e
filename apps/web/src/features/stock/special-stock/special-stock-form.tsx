import { SPECIAL_STOCK_KINDS_OF, type SpecialStockDirection, type TSpecialStockDetail, type TSpecialStockSave } from '@diagops/contracts';
import { Button, Form, Radio } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input, InputNumber } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { WarehouseSelect } from '../../supply';
import { splitSns } from '../shared/stock-text';
import { addSpecialStock, updateSpecialStock } from './calls';
import { SkuSelect } from './sku-select';

type Values = {
  direction: SpecialStockDirection;
  kind?: string;
  warehouseId?: number;
  reason?: string;
  remark?: string;
  lines: Array<{ skuId?: number; qty?: number; sns?: string }>;
};

/** Adds a special in / out document, or edits a draft or rejected one: direction, kind, warehouse, reason, lines (SNs for serialised SKUs). */
export function SpecialStockForm({
  open,
  doc,
  onClose,
  onSaved,
}: {
  open: boolean;
  doc: TSpecialStockDetail | null;
  onClose: () => void;
  onSaved: (d: TSpecialStockDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  const [serialised, setSerialised] = useState<Record<number, boolean>>({});
  const direction = Form.useWatch('direction', form) ?? 'out';
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    setSerialised({});
    form.setFieldsValue(
      doc
        ? {
            direction: doc.direction,
            kind: doc.kind,
            warehouseId: doc.warehouseId,
            reason: doc.reason,
            remark: doc.remark ?? undefined,
            lines: doc.lines.map((l) => ({ skuId: l.skuId, qty: l.qty, sns: l.sns.join('\n') })),
          }
        : { direction: 'out', lines: [{}] },
    );
  }, [open, doc, form]);
  const save = async () => {
    const v = await form.validateFields();
    const body: TSpecialStockSave = {
      direction: v.direction,
      kind: v.kind as TSpecialStockSave['kind'],
      warehouseId: v.warehouseId!,
      reason: v.reason!.trim(),
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      lines: v.lines.map((l) => {
        const sns = splitSns(l.sns);
        return { skuId: l.skuId!, qty: l.qty!, ...(sns.length ? { sns } : {}) };
      }),
    };
    setSaving(true);
    try {
      const saved = doc ? await updateSpecialStock({ id: doc.id, version: doc.version, ...body }) : await addSpecialStock(body);
      message.success(t('stockSpecial.saved'));
      onSaved(saved);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('stockSpecial.required') }];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving, 'data-testid': 'ss-save' } as never}
      title={doc ? t('stockSpecial.editTitle', { no: doc.no }) : t('stockSpecial.addTitle')}
      width={820}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="ss-form">
        <Form.Item name="direction" label={t('stockSpecial.directionLabel')} rules={required}>
          <Radio.Group onChange={() => form.setFieldValue('kind', undefined)}>
            <Radio value="out">{t('stockSpecial.direction.out')}</Radio>
            <Radio value="in">{t('stockSpecial.direction.in')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="kind" label={t('stockSpecial.kindLabel')} rules={required}>
          <Select<string>
            data-testid="ss-kind"
            options={SPECIAL_STOCK_KINDS_OF[direction as SpecialStockDirection].map((k) => ({ value: k, label: t(`stockSpecial.kind.${k}`) }))}
          />
        </Form.Item>
        <Form.Item name="warehouseId" label={t('stockSpecial.warehouse')} rules={required}>
          <WarehouseSelect data-testid="ss-warehouse" />
        </Form.Item>
        <Form.Item
          name="reason"
          label={t('stockSpecial.reason')}
          rules={[{ required: true, whitespace: true, message: t('stockSpecial.reasonRequired') }, { max: 500 }]}
        >
          <Input.TextArea rows={2} maxLength={500} data-testid="ss-reason" />
        </Form.Item>
        <Form.Item name="remark" label={t('stockSpecial.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.List name="lines">
          {(fields, { add, remove }) => (
            <>
              <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('stockSpecial.lines')}</div>
              {fields.map((f, i) => (
                <div key={f.key}>
                  <Space align="start" style={{ display: 'flex' }}>
                    <Form.Item name={[f.name, 'skuId']} rules={required} style={{ width: 420 }}>
                      <SkuSelect
                        object="specialStock"
                        placeholder={t('stockSpecial.sku')}
                        data-testid={`ss-line-sku-${i}`}
                        onSerialised={(s) => setSerialised((m) => (m[f.key] === s ? m : { ...m, [f.key]: s }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'qty']} rules={required}>
                      <InputNumber min={1} max={1_000_000} precision={0} placeholder={t('stockSpecial.qty')} data-testid={`ss-line-qty-${i}`} />
                    </Form.Item>
                    <Button onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                      {t('stockSpecial.removeLine')}
                    </Button>
                  </Space>
                  {serialised[f.key] && (
                    <Form.Item name={[f.name, 'sns']} label={t('stockSpecial.sns')} rules={required}>
                      <Input.TextArea rows={3} placeholder={t('stockSpecial.snsPlaceholder')} data-testid={`ss-line-sns-${i}`} />
                    </Form.Item>
                  )}
                </div>
              ))}
              <Button type="dashed" onClick={() => add({})} disabled={fields.length >= 200} data-testid="ss-add-line">
                {t('stockSpecial.addLine')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
