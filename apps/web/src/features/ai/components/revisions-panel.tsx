import { aiAskResource, REVISION_STATES, type TRevision, text2 } from '@diagops/contracts';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { Space } from '../../../shared/ui/space';
import { Tag } from '../../../shared/ui/tag';
import { askRevisions } from '../api';
import { RejectModal } from './reject-modal';

const COLORS = { draft: 'default', inReview: 'processing', passed: 'success', rejected: 'error' } as const;

/** A preset's revisions, newest first: what each changed, who wrote and decided it, and the buttons the server allows. */
export function RevisionsPanel({ id, version, list, onChanged }: { id: number; version: number; list: TRevision[]; onChanged: () => void }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const fields = aiAskResource.fields as Record<string, { label: readonly [string, string] } | undefined>;
  const label = (f: string) => (fields[f] ? text2(fields[f]!.label, lang) : f);
  const [rejecting, setRejecting] = useState<number | null>(null);
  const failed = (e: unknown, action: string) => {
    const code = (e as { code?: number }).code;
    if (code === 102060) message.error(t('ai.notOwn'));
    else if (action === 'pass') message.error((e as Error).message);
  };
  const reject = async (reason: string) => {
    try {
      await askRevisions.reject(id, version, reason);
    } catch (e) {
      failed(e, 'reject');
      throw e;
    }
    setRejecting(null);
    message.success(t('kit.saved'));
    onChanged();
  };
  const act = async (action: string, r: TRevision) => {
    try {
      if (action === 'submit') await askRevisions.submit(id, version);
      if (action === 'pass') await askRevisions.pass(id, version);
      if (action === 'reject') return setRejecting(r.seq);
      if (action === 'rollback') {
        if (!(await confirmAction(t('ai.rollbackConfirm', { seq: r.seq })))) return;
        await askRevisions.rollback(id, version, r.seq);
      }
      message.success(t('kit.saved'));
      onChanged();
    } catch (e) {
      failed(e, action);
    }
  };
  return (
    <>
      <RejectModal open={rejecting !== null} seq={rejecting} onCancel={() => setRejecting(null)} onReject={reject} />
      <DataTable<TRevision>
        data-testid="ask-revisions"
        size="small"
        rowKey="id"
        dataSource={list}
        columns={[
          { title: t('ai.seq'), dataIndex: 'seq', width: 70 },
          {
            title: t('ai.state'),
            dataIndex: 'state',
            width: 110,
            render: (_, r) => <Tag color={COLORS[r.state as keyof typeof COLORS] ?? 'default'}>{text2(REVISION_STATES[r.state], lang)}</Tag>,
          },
          { title: t('ai.changes'), dataIndex: 'changes', render: (_, r) => r.changes.map((c) => label(c.field)).join(', ') || '-' },
          { title: t('ai.author'), dataIndex: 'authorName', width: 130 },
          { title: t('ai.reviewer'), dataIndex: 'reviewerName', width: 130, render: (_, r) => r.reviewerName ?? '-' },
          {
            title: t('ai.reason'),
            dataIndex: 'reason',
            width: 140,
            render: (_, r) => r.reason ?? (r.rollbackOf ? t('ai.rollbackOf', { seq: r.rollbackOf }) : '-'),
          },
          {
            title: t('ai.actions'),
            dataIndex: 'allowedActions',
            width: 220,
            render: (_, r) => (
              <Space>
                {r.allowedActions
                  .filter((a) => a !== 'edit')
                  .map((a) => (
                    <Button key={a} size="small" onClick={() => void act(a, r)} data-testid={`revision-${a}-${r.seq}`}>
                      {t(`ai.revision.${a}`)}
                    </Button>
                  ))}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
