import { type ResourceDef, resourceContracts, text2 } from '@diagops/contracts';
import { Button, Form, Row } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { App } from '../../ui/app';
import { Modal } from '../../ui/modal';
import { showSaveError } from '../form-errors';
import { KitTextAreaField } from '../form-fields';
import type { ResourceApi, ResourceRow } from './resource-api';
import { ResourceField } from './resource-fields';

type Props = {
  def: ResourceDef;
  api: ResourceApi;
  /** the row and the transition asked for; null when closed */
  target: { row: ResourceRow; action: string } | null;
  onClose: () => void;
  onDone: () => void;
};

/** A transition that takes a reason or more values: a dialog asks for them, then sends them with the row's version. */
export function TransitionDialog(p: Props) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm();
  const [busy, setBusy] = useState(false);
  const contracts = useMemo(() => resourceContracts(p.def), [p.def]);
  const action = p.target?.action ?? '';
  const tr = p.def.states?.transitions[action];
  useEffect(() => {
    if (p.target) form.resetFields();
  }, [p.target, form]);
  if (!tr || !p.target) return <Modal open={false} title="" onCancel={p.onClose} footer={null} />;
  const shape = (contracts.transitions as Record<string, z.ZodObject>)[action]!.shape as Record<string, z.ZodType>;
  const required = [{ required: true, whitespace: true, message: t('kit.required') }];
  const submit = async (values: Record<string, unknown>) => {
    setBusy(true);
    try {
      await p.api.transition(action, { ...values, id: p.target!.row.id, version: p.target!.row.version });
      message.success(t('kit.saved'));
      p.onDone();
    } catch (e) {
      showSaveError(e, message, form);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={text2(tr.label, i18n.language)}
      onCancel={p.onClose}
      maskClosable={false}
      footer={
        <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8 }}>
          <Button onClick={p.onClose}>{t('common.cancel')}</Button>
          <Button type="primary" danger={tr.danger} loading={busy} onClick={() => form.submit()} data-testid="transition-ok">
            {t('common.confirm')}
          </Button>
        </div>
      }
    >
      <Form form={form} layout="vertical" autoComplete="off" onFinish={submit}>
        <Row gutter={16}>
          {Object.entries(tr.input ?? {}).map(([name, field]) => (
            <ResourceField key={name} name={name} field={{ ...field, form: { span: 24 } }} shape={shape} mode="add" />
          ))}
          {tr.reason && <KitTextAreaField name="reason" label={t('kit.reason')} rules={required} span={24} />}
        </Row>
      </Form>
    </Modal>
  );
}
