import { ZRejectRevision } from '@diagops/contracts';
import { Form } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRules } from '../../../shared/kit';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';

/** Asks why a revision is rejected (required, as the server's ZRejectRevision); `onReject` sends it and throws to keep the dialog open. */
export function RejectModal(p: { open: boolean; seq: number | null; onCancel: () => void; onReject: (reason: string) => Promise<void> }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const [busy, setBusy] = useState(false);
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const ok = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is missing
    setBusy(true);
    try {
      await p.onReject(values.reason.trim());
    } catch {
      // the caller has said why
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={p.open}
      title={t('ai.rejectTitle', { seq: p.seq ?? '' })}
      onCancel={p.onCancel}
      onOk={() => void ok()}
      okText={t('ai.revision.reject')}
      okButtonProps={{ danger: true, disabled: busy, 'data-testid': 'reject-ok' }}
      confirmLoading={busy}
      destroyOnHidden
    >
      <Form form={form} layout="vertical">
        <Form.Item name="reason" label={t('ai.rejectReason')} rules={zodRules(ZRejectRevision.shape as never, 'reason', messages)}>
          <Input.TextArea rows={4} maxLength={500} data-testid="reject-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
