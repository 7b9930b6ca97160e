import type { ApprovalStatus } from '@diagops/contracts';
import { useTranslation } from 'react-i18next';
import { nameIn } from './approval-labels';

type Summary = { status: ApprovalStatus; step: { nameZh: string; nameEn: string } | null };

/** Where a document's approval stands, for its head: the step waiting (or where it was rejected), else the request's status. */
export function ApprovalStep({ approval }: { approval: Summary }) {
  const { t, i18n } = useTranslation();
  return <>{approval.step ? nameIn(i18n.language, approval.step.nameZh, approval.step.nameEn) : t(`approvals.status.${approval.status}`)}</>;
}
