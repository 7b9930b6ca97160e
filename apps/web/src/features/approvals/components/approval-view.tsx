import { APPROVAL_PERMISSION as P, type TApprovalDetail } from '@diagops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Button } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePermission } from '../../../shared/hooks/use-permission';
import { confirmAction, StatusTag } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { Input } from '../../../shared/ui/input';
import { Modal } from '../../../shared/ui/modal';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { Typography } from '../../../shared/ui/typography';
import { approve, reject } from '../api/approval-calls';
import { APPROVAL_STATUS, docTypeLabel, nameIn } from './approval-labels';

const when = (iso: string | null) => (iso ? dayjs(iso).format('YYYY-MM-DD HH:mm:ss') : '-');
const STEP_COLOR = { approved: 'success', rejected: 'error', current: 'processing', waiting: 'default' } as const;

/**
 * An approval request: its document, the steps (who decided each, when, with what reason), every
 * action taken (those a document change voided struck through), and approve / reject when the
 * signed-in user may act on the current step now. `onDecided` runs after a decision.
 */
export function ApprovalView({ detail, onDecided }: { detail: TApprovalDetail; onDecided?: (status: TApprovalDetail['status']) => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const qc = useQueryClient();
  const canAct = usePermission(P.act);
  const [running, setRunning] = useState(false);
  const [rejecting, setRejecting] = useState(false);
  const [reason, setReason] = useState('');
  const shown = { id: detail.id, docVersion: detail.docVersion, ...(detail.stepSeq ? { stepSeq: detail.stepSeq } : {}) };

  const done = async (status: TApprovalDetail['status'], text: string) => {
    message.success(text);
    await qc.invalidateQueries({ queryKey: ['approvals'] });
    onDecided?.(status);
  };
  const doApprove = async () => {
    if (!(await confirmAction(t('approvals.approveConfirm', { no: detail.docNo })))) return;
    setRunning(true);
    try {
      const r = await approve(shown);
      await done(r.status, t('approvals.approved'));
    } catch {
      // the http client has shown the refusal
    } finally {
      setRunning(false);
    }
  };
  const doReject = async () => {
    if (!reason.trim()) {
      message.error(t('approvals.reasonRequired'));
      return;
    }
    setRunning(true);
    try {
      const r = await reject({ ...shown, reason: reason.trim() });
      setRejecting(false);
      setReason('');
      await done(r.status, t('approvals.rejectedDone'));
    } catch {
      // shown by the http client
    } finally {
      setRunning(false);
    }
  };

  return (
    <div data-testid="approval-view">
      <Space wrap>
        <StatusTag value={detail.status} styles={APPROVAL_STATUS} />
        <Typography.Text strong>{docTypeLabel(detail.docType, lang)}</Typography.Text>
        <Typography.Text>{detail.docNo}</Typography.Text>
        <Typography.Text type="secondary">{detail.title}</Typography.Text>
      </Space>
      <div style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          {t('approvals.submittedBy', { name: detail.submitterName ?? '-', at: when(detail.submittedAt) })}
          {detail.amount != null ? ` · ${t('approvals.amount')}: ${detail.amount}` : ''} · {t('approvals.docVersion')}: {detail.docVersion}
        </Typography.Text>
      </div>
      <Typography.Title level={5} style={{ marginTop: 16 }}>
        {t('approvals.steps')}
      </Typography.Title>
      <ol data-testid="approval-steps" style={{ paddingInlineStart: 20, margin: 0 }}>
        {detail.steps.map((s) => (
          <li key={s.seq} style={{ marginBottom: 8 }}>
            <Space wrap>
              <Typography.Text strong>{nameIn(lang, s.nameZh, s.nameEn)}</Typography.Text>
              <Typography.Text type="secondary">({s.roleName ?? t('approvals.roleGone')})</Typography.Text>
              <Tag color={STEP_COLOR[s.state]}>{t(`approvals.stepState.${s.state}`)}</Tag>
            </Space>
            {s.by && (
              <div>
                <Typography.Text type="secondary">
                  {s.by.userName} · {when(s.by.at)}
                  {s.by.reason ? ` · ${t('approvals.reason')}: ${s.by.reason}` : ''}
                </Typography.Text>
              </div>
            )}
          </li>
        ))}
      </ol>
      {detail.actions.length > 0 && (
        <>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('approvals.history')}
          </Typography.Title>
          <ul data-testid="approval-actions" style={{ paddingInlineStart: 20, margin: 0 }}>
            {detail.actions.map((a) => (
              <li key={a.id} style={a.voided ? { textDecoration: 'line-through', opacity: 0.6 } : undefined}>
                {when(a.at)} · {a.userName} · {t(`approvals.action.${a.action}`)} · {nameIn(lang, a.stepNameZh, a.stepNameEn)} · v{a.docVersion}
                {a.reason ? ` · ${a.reason}` : ''}
                {a.voided ? ` (${t('approvals.voided')})` : ''}
              </li>
            ))}
          </ul>
        </>
      )}
      {detail.mayAct && canAct && (
        <Space style={{ marginTop: 16 }}>
          <Button type="primary" disabled={running} loading={running && !rejecting} onClick={doApprove} data-testid="approval-approve">
            {t('approvals.approve')}
          </Button>
          <Button danger disabled={running} onClick={() => setRejecting(true)} data-testid="approval-reject">
            {t('approvals.reject')}
          </Button>
        </Space>
      )}
      <Modal
        open={rejecting}
        title={t('approvals.rejectTitle', { no: detail.docNo })}
        onOk={doReject}
        onCancel={() => setRejecting(false)}
        confirmLoading={running}
        okText={t('approvals.reject')}
        okButtonProps={{ danger: true, disabled: running || !reason.trim(), 'data-testid': 'approval-reject-ok' }}
        destroyOnHidden
      >
        <Input.TextArea
          value={reason}
          onChange={(e: { target: { value: string } }) => setReason(e.target.value)}
          maxLength={500}
          rows={4}
          placeholder={t('approvals.reasonPlaceholder')}
          data-testid="approval-reason"
        />
      </Modal>
    </div>
  );
}
