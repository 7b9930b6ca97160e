import { type TBlastRadius, ZRejectRevision } from '@diagops/contracts';
import { Button, Form } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHttpError } from '../../../shared/http/http-error';
import { confirmAction, useLeavePage, zodRules } from '../../../shared/kit';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Empty } from '../../../shared/ui/empty';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Panel } from '../../../shared/ui/panel';
import { Space } from '../../../shared/ui/space';
import { Spin } from '../../../shared/ui/spin';
import styles from '../config.module.css';
import { configPath } from '../revisioned/kinds';
import { BlastRadiusView, DiffTable, type FieldChange, RevisionStateTag } from '../revisioned/revision-view';
import { useConfigOfRoute } from '../revisioned/use-config';
import { ConfigTitle } from './revisioned-detail-page';

/** 102061: what passing reaches changed since the preview was shown. */
export const STALE_PREVIEW = 102061;
const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * …/verify/{id}: the open revision against the values last passed, what passing it would reach
 * (the preview), and Pass (with the preview's token) or Reject (with a reason).
 */
export default function RevisionVerifyPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const leave = useLeavePage();
  const { kind, def, id, revisions, row, list, loading } = useConfigOfRoute();
  const [preview, setPreview] = useState<TBlastRadius | null>(null);
  const [previewError, setPreviewError] = useState(false);
  const [changed, setChanged] = useState(false);
  const [busy, setBusy] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [form] = Form.useForm<{ reason: string }>();
  const loadPreview = useCallback(async () => {
    if (!id) return null;
    try {
      const p = await revisions.preview(id);
      setPreview(p);
      setPreviewError(false);
      return p;
    } catch {
      setPreviewError(true);
      return null;
    }
  }, [id, revisions]);
  useEffect(() => {
    void loadPreview();
  }, [loadPreview]);

  if (loading) return <Spin />;
  if (!id || !row) return <Empty description={t('config.revisioned.notFound')} />;
  const messages = { required: t('kit.required'), invalid: (d: string) => t('kit.invalid', { detail: d }) };
  const open = list[0]?.state !== 'passed' ? list[0] : undefined;
  if (!open) return <Empty description={t('config.revisioned.nothingToReview')} data-testid="verify-nothing" />;
  const canPass = open.allowedActions.includes('pass');
  const canReject = open.allowedActions.includes('reject');
  // a config never passed applies nothing yet: every field of its first revision is a change
  const current: Record<string, unknown> = row.status === 'new' ? {} : row;
  const changes: FieldChange[] = Object.keys(open.data)
    .filter((f) => f in def.fields && !same(current[f], open.data[f]))
    .map((f) => ({ field: f, before: current[f] ?? null, after: open.data[f] }));
  const toDetail = () => leave(configPath(kind, 'detail', row));

  const pass = async () => {
    if (!preview) return;
    if (!(await confirmAction(t('config.revisioned.passConfirm', { total: preview.total })))) return;
    setBusy(true);
    try {
      await revisions.pass(row.id, row.version, preview.token);
      message.success(t('config.revisioned.passed'));
      toDetail();
    } catch (e) {
      if (isHttpError(e) && e.code === STALE_PREVIEW) {
        await loadPreview();
        setChanged(true);
        message.warning(t('config.revisioned.previewChanged'));
      } else message.error(isHttpError(e) ? e.message : String(e));
    } finally {
      setBusy(false);
    }
  };
  const reject = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return; // the form shows what is missing
    const { reason } = values;
    setBusy(true);
    try {
      await revisions.reject(row.id, row.version, reason.trim());
      message.success(t('config.revisioned.rejected'));
      setRejecting(false);
      toDetail();
    } catch {
      // the http client has shown why
    } finally {
      setBusy(false);
    }
  };

  return (
    <Panel
      title={<ConfigTitle kind={kind} row={row} />}
      extra={
        <Space>
          <span>{t('config.revisioned.openRevision', { seq: open.seq })}</span>
          <RevisionStateTag state={open.state} />
          {canReject && (
            <Button danger disabled={busy} onClick={() => setRejecting(true)} data-testid="verify-reject">
              {t('config.revisioned.reject')}
            </Button>
          )}
          {canPass && (
            <Button type="primary" loading={busy} disabled={busy || !preview} onClick={() => void pass()} data-testid="verify-pass">
              {t('config.revisioned.pass')}
            </Button>
          )}
        </Space>
      }
    >
      <h3 className={styles.heading}>{t('config.revisioned.againstCurrent')}</h3>
      <DiffTable def={def} changes={changes} testId="verify-diff" />
      <h3 className={styles.heading}>{t('config.revisioned.blast.title')}</h3>
      {changed && (
        <Alert type="warning" showIcon title={t('config.revisioned.previewChanged')} closable onClose={() => setChanged(false)} data-testid="verify-changed" />
      )}
      {preview ? (
        <BlastRadiusView blast={preview} />
      ) : previewError ? (
        <Alert
          type="error"
          title={t('config.revisioned.previewFailed')}
          action={
            <Button size="small" onClick={() => void loadPreview()}>
              {t('kit.reload')}
            </Button>
          }
        />
      ) : (
        <Spin />
      )}
      <Modal
        open={rejecting}
        title={t('config.revisioned.rejectTitle')}
        onCancel={() => setRejecting(false)}
        onOk={() => void reject()}
        okText={t('config.revisioned.reject')}
        okButtonProps={{ danger: true, disabled: busy, 'data-testid': 'verify-reject-ok' }}
        confirmLoading={busy}
        destroyOnHidden
      >
        <Form form={form} layout="vertical">
          <Form.Item name="reason" label={t('kit.reason')} rules={zodRules(ZRejectRevision.shape as never, 'reason', messages)}>
            <Input.TextArea rows={4} data-testid="verify-reason" />
          </Form.Item>
        </Form>
      </Modal>
    </Panel>
  );
}
