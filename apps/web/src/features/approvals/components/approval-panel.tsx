import type { ApprovalDocType, TApprovalDetail } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Empty } from '../../../shared/ui/empty';
import { Spin } from '../../../shared/ui/spin';
import { getDocApproval } from '../api/approval-calls';
import { ApprovalView } from './approval-view';

/**
 * A document's approval for its detail drawer: the latest request's steps and actions, with
 * approve / reject when the signed-in user may act. `onDecided` lets the page reload the document.
 */
export function ApprovalPanel({
  docType,
  docId,
  docVersion,
  onDecided,
}: {
  docType: ApprovalDocType;
  docId: number;
  /** the document's version: a change to the document (a submission, an edit) shows its approval anew */
  docVersion?: number;
  onDecided?: (status: TApprovalDetail['status']) => void;
}) {
  const { t } = useTranslation();
  const q = useQuery({ queryKey: ['approvals', 'doc', docType, docId, docVersion], queryFn: () => getDocApproval(docType, docId) });
  if (q.isPending) return <Spin />;
  if (!q.data) return <Empty description={t('approvals.notSubmitted')} />;
  return <ApprovalView detail={q.data} onDecided={onDecided} />;
}
