import { FIRST_LEG_MODES, type TFirstLegDetail, type TFirstLegSave } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showSaveError } from '../../../shared/kit';
import { DateTimePicker } from '../../../shared/kit/lazy-pickers';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { WarehouseSelect } from '../../supply';
import { addFirstLeg, updateFirstLeg } from './first-leg-calls';
import { TransferPlanSelect } from './plan-select';

type LegValues = {
  id?: number;
  fromPlace?: string;
  toPlace?: string;
  mode?: TFirstLegSave['legs'][number]['mode'];
  carrier?: string;
  trackingNo?: string;
  /** ISO times, as the date-time picker holds them */
  departedAt?: string | null;
  eta?: string | null;
  arrivedAt?: string | null;
};
type Values = { destinationWarehouseId?: number; transferPlanId?: number | null; remark?: string; legs: LegValues[] };
const DESTINATION_TYPES = ['overseas', 'platform'] as const;

/** Adds or edits a first-leg transport: destination, the transfer plan it carries, and its legs in order (moved up and down). */
export function FirstLegForm({
  open,
  transport,
  onClose,
  onSaved,
}: {
  open: boolean;
  transport: TFirstLegDetail | null;
  onClose: () => void;
  onSaved: (p: TFirstLegDetail) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!open) return;
    form.resetFields();
    form.setFieldsValue(
      transport
        ? {
            destinationWarehouseId: transport.destinationWarehouseId,
            transferPlanId: transport.transferPlanId,
            remark: transport.remark ?? undefined,
            legs: transport.legs.map((l) => ({
              id: l.id,
              fromPlace: l.fromPlace,
              toPlace: l.toPlace,
              mode: l.mode,
              carrier: l.carrier ?? undefined,
              trackingNo: l.trackingNo ?? undefined,
              departedAt: l.departedAt,
              eta: l.eta,
              arrivedAt: l.arrivedAt,
            })),
          }
        : { legs: [{ mode: 'truck' }] },
    );
  }, [open, transport, form]);
  const save = async () => {
    const v = await form.validateFields();
    const body: TFirstLegSave = {
      destinationWarehouseId: v.destinationWarehouseId!,
      transferPlanId: v.transferPlanId ?? null,
      ...(v.remark?.trim() ? { remark: v.remark.trim() } : {}),
      legs: v.legs.map((l) => ({
        ...(l.id ? { id: l.id } : {}),
        fromPlace: l.fromPlace!.trim(),
        toPlace: l.toPlace!.trim(),
        mode: l.mode!,
        ...(l.carrier?.trim() ? { carrier: l.carrier.trim() } : {}),
        ...(l.trackingNo?.trim() ? { trackingNo: l.trackingNo.trim() } : {}),
        departedAt: l.departedAt ?? null,
        eta: l.eta ?? null,
        arrivedAt: l.arrivedAt ?? null,
      })),
    };
    setSaving(true);
    try {
      const saved = transport ? await updateFirstLeg({ id: transport.id, version: transport.version, ...body }) : await addFirstLeg(body);
      message.success(t('kit.saved'));
      onSaved(saved);
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setSaving(false);
    }
  };
  const required = [{ required: true, message: t('transfers.required') }];
  return (
    <Modal
      open={open}
      onCancel={onClose}
      onOk={save}
      confirmLoading={saving}
      okButtonProps={{ disabled: saving, 'data-testid': 'first-leg-save' } as never}
      title={transport ? t('transfers.fl.editTitle', { no: transport.no }) : t('transfers.fl.addTitle')}
      width={980}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="first-leg-form">
        <Space style={{ display: 'flex' }} align="start">
          <Form.Item name="destinationWarehouseId" label={t('transfers.fl.destination')} rules={required} style={{ width: 300 }}>
            <WarehouseSelect types={DESTINATION_TYPES} data-testid="first-leg-destination" />
          </Form.Item>
          <Form.Item name="transferPlanId" label={t('transfers.fl.transferPlan')} style={{ width: 260 }}>
            <TransferPlanSelect knownNo={transport?.transferPlanNo ?? null} placeholder={t('transfers.fl.optional')} />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={t('transfers.remark')} rules={[{ max: 500 }]}>
          <Input.TextArea rows={2} maxLength={500} />
        </Form.Item>
        <Form.List name="legs">
          {(fields, { add, remove, move }) => (
            <>
              <div style={{ fontWeight: 600, marginBottom: 8 }}>{t('transfers.fl.legs')}</div>
              {fields.map((f, i) => (
                <div key={f.key} style={{ borderTop: '1px solid rgba(128,128,128,0.25)', paddingTop: 8 }} data-testid={`first-leg-leg-${i}`}>
                  <Form.Item name={[f.name, 'id']} hidden>
                    <Input />
                  </Form.Item>
                  <Space wrap align="start">
                    <span style={{ display: 'inline-block', width: 24, paddingTop: 6 }}>{i + 1}.</span>
                    <Form.Item name={[f.name, 'fromPlace']} rules={required}>
                      <Input placeholder={t('transfers.fl.fromPlace')} aria-label={t('transfers.fl.fromPlace')} maxLength={128} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'toPlace']} rules={required}>
                      <Input placeholder={t('transfers.fl.toPlace')} aria-label={t('transfers.fl.toPlace')} maxLength={128} style={{ width: 160 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'mode']} rules={required}>
                      <Select
                        style={{ width: 110 }}
                        aria-label={t('transfers.fl.modeLabel')}
                        options={FIRST_LEG_MODES.map((m) => ({ value: m, label: t(`transfers.fl.mode.${m}`) }))}
                      />
                    </Form.Item>
                    <Form.Item name={[f.name, 'carrier']}>
                      <Input placeholder={t('transfers.fl.carrier')} aria-label={t('transfers.fl.carrier')} maxLength={128} style={{ width: 130 }} />
                    </Form.Item>
                    <Form.Item name={[f.name, 'trackingNo']}>
                      <Input placeholder={t('transfers.fl.trackingNo')} aria-label={t('transfers.fl.trackingNo')} maxLength={64} style={{ width: 150 }} />
                    </Form.Item>
                  </Space>
                  <Space wrap align="start" style={{ paddingLeft: 32 }}>
                    {(['departedAt', 'eta', 'arrivedAt'] as const).map((k) => (
                      <Form.Item key={k} name={[f.name, k]} label={t(`transfers.fl.${k}`)}>
                        <DateTimePicker style={{ width: 180 }} />
                      </Form.Item>
                    ))}
                    <Space style={{ paddingTop: 30 }}>
                      <Button size="small" onClick={() => move(i, i - 1)} disabled={i === 0} aria-label={t('transfers.fl.up')}>
                        ↑
                      </Button>
                      <Button size="small" onClick={() => move(i, i + 1)} disabled={i === fields.length - 1} aria-label={t('transfers.fl.down')}>
                        ↓
                      </Button>
                      <Button size="small" onClick={() => remove(f.name)} disabled={fields.length <= 1}>
                        {t('transfers.removeLine')}
                      </Button>
                    </Space>
                  </Space>
                </div>
              ))}
              <Button type="dashed" onClick={() => add({ mode: 'truck' })} disabled={fields.length >= 20} data-testid="first-leg-add-leg">
                {t('transfers.fl.addLeg')}
              </Button>
            </>
          )}
        </Form.List>
      </Form>
    </Modal>
  );
}
