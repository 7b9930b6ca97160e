import { APPROVAL_PERMISSION as P, type TApprovalRequestRow } from '@diagops/contracts';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { confirmAction, type KitColumn, KitListPage, type ListActions, rowActionsColumn } from '../../../shared/kit';
import { App } from '../../../shared/ui/app';
import { approve, getInboxPage } from '../api/approval-calls';
import { docLink, docTypeEnum, docTypeLabel, nameIn } from '../components/approval-labels';
import { ApprovalDrawer } from './approval-drawer';

/** /supply/toBeApproved — the requests waiting on me: approve here, or review (and reject with a reason) in the drawer. */
export default function ToBeApprovedPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const { message } = App.useApp();
  const list = useRef<ListActions | undefined>(undefined);
  const [open, setOpen] = useState<number | null>(null);
  const [running, setRunning] = useState<number | null>(null);

  const quickApprove = async (r: TApprovalRequestRow) => {
    if (!(await confirmAction(t('approvals.approveConfirm', { no: r.docNo })))) return;
    setRunning(r.id);
    try {
      await approve({ id: r.id, docVersion: r.docVersion, ...(r.stepSeq ? { stepSeq: r.stepSeq } : {}) });
      message.success(t('approvals.approved'));
      list.current?.reload();
    } catch {
      // the http client has shown the refusal
    } finally {
      setRunning(null);
    }
  };

  const columns: KitColumn<TApprovalRequestRow>[] = [
    {
      title: t('approvals.docType'),
      dataIndex: 'docType',
      width: 140,
      valueType: 'select',
      valueEnum: docTypeEnum(lang),
      render: (_, r) => docTypeLabel(r.docType, lang),
    },
    {
      title: t('approvals.docNo'),
      dataIndex: 'docNo',
      width: 180,
      render: (_, r) => (
        <Link to={docLink(r)} data-testid={`doc-link-${r.id}`}>
          {r.docNo}
        </Link>
      ),
    },
    { title: t('approvals.title'), dataIndex: 'title', width: 220, search: false, ellipsis: true },
    { title: t('approvals.amount'), dataIndex: 'amount', width: 110, search: false, align: 'right', render: (_, r) => r.amount ?? '-' },
    { title: t('approvals.currentStep'), dataIndex: 'stepNameEn', width: 170, search: false, render: (_, r) => nameIn(lang, r.stepNameZh, r.stepNameEn) },
    { title: t('approvals.submitter'), dataIndex: 'submitterName', width: 120, search: false },
    {
      title: t('approvals.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      valueType: 'dateRange',
      sortKey: 'submittedAt',
      search: { transform: (v: [string, string]) => ({ submittedFrom: v[0], submittedTo: v[1] }) },
      render: (_, r) => r.submittedAt.slice(0, 19).replace('T', ' '),
    },
    rowActionsColumn<TApprovalRequestRow>({
      width: 170,
      lead: [
        {
          key: 'approve',
          label: running !== null ? t('approvals.running') : t('approvals.approve'),
          permission: P.act,
          when: () => running === null,
          onClick: (r) => void quickApprove(r),
          testId: (r) => `inbox-approve-${r.id}`,
        },
        { key: 'review', label: t('approvals.review'), onClick: (r) => setOpen(r.id), testId: (r) => `inbox-review-${r.id}` },
      ],
    }),
  ];

  return (
    <>
      <KitListPage<TApprovalRequestRow> id="approvalInbox" rowKey="id" columns={columns} fetch={getInboxPage} actionRef={list} />
      <ApprovalDrawer
        id={open}
        onClose={() => setOpen(null)}
        onDecided={() => {
          setOpen(null);
          list.current?.reload();
        }}
      />
    </>
  );
}
