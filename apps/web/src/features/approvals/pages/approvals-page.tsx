import type { TApprovalRequestRow } from '@diagops/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { type KitColumn, KitListPage, rowActionsColumn, StatusTag, statusEnum } from '../../../shared/kit';
import { getApprovalPage } from '../api/approval-calls';
import { APPROVAL_STATUS, docLink, docTypeEnum, docTypeLabel, nameIn } from '../components/approval-labels';
import { ApprovalDrawer } from './approval-drawer';

const when = (iso: string | null) => (iso ? iso.slice(0, 19).replace('T', ' ') : '-');

/** /supply/approvals — every approval request with its status (SUPPLY-03); "mine": those I approved or rejected. */
export default function ApprovalsPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const [open, setOpen] = useState<number | null>(null);
  const columns: KitColumn<TApprovalRequestRow>[] = [
    {
      title: t('approvals.docType'),
      dataIndex: 'docType',
      width: 140,
      valueType: 'select',
      valueEnum: docTypeEnum(lang),
      render: (_, r) => docTypeLabel(r.docType, lang),
    },
    { title: t('approvals.docNo'), dataIndex: 'docNo', width: 180, render: (_, r) => <Link to={docLink(r)}>{r.docNo}</Link> },
    { title: t('approvals.title'), dataIndex: 'title', width: 200, search: false, ellipsis: true },
    {
      title: t('approvals.state'),
      dataIndex: 'status',
      width: 100,
      valueType: 'select',
      valueEnum: statusEnum(APPROVAL_STATUS, t),
      render: (_, r) => <StatusTag value={r.status} styles={APPROVAL_STATUS} />,
    },
    {
      title: t('approvals.currentStep'),
      dataIndex: 'stepNameEn',
      width: 160,
      search: false,
      render: (_, r) => nameIn(lang, r.stepNameZh, r.stepNameEn) || '-',
    },
    { title: t('approvals.submitter'), dataIndex: 'submitterName', width: 120, search: false },
    {
      title: t('approvals.submittedAt'),
      dataIndex: 'submittedAt',
      width: 170,
      valueType: 'dateRange',
      sortKey: 'submittedAt',
      search: { transform: (v: [string, string]) => ({ submittedFrom: v[0], submittedTo: v[1] }) },
      render: (_, r) => when(r.submittedAt),
    },
    { title: t('approvals.decidedAt'), dataIndex: 'decidedAt', width: 170, search: false, sortKey: 'decidedAt', render: (_, r) => when(r.decidedAt) },
    {
      title: t('approvals.scope'),
      key: 'mine',
      width: 100,
      hideInTable: true,
      valueType: 'select',
      valueEnum: { mine: { text: t('approvals.onlyMine') } },
      search: { transform: (v: string) => (v === 'mine' ? { mine: true } : {}) },
    },
    rowActionsColumn<TApprovalRequestRow>({ width: 90, onDetail: (r) => setOpen(r.id) }),
  ];
  return (
    <>
      <KitListPage<TApprovalRequestRow> id="approvalHistory" rowKey="id" columns={columns} fetch={getApprovalPage} />
      <ApprovalDrawer id={open} onClose={() => setOpen(null)} onDecided={() => setOpen(null)} />
    </>
  );
}
