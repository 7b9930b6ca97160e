import { useTranslation } from 'react-i18next';
import type { ResourceRow } from '../../../shared/kit/resource';
import { Tag } from '../../../shared/ui/tag';

/** "Overdue" in red on a loan (or a lent asset) past its due date; nothing otherwise. */
export function OverdueCell({ row }: { row: ResourceRow }) {
  const { t } = useTranslation();
  return row.overdue ? <Tag color="error">{t('assets.overdue')}</Tag> : <span>-</span>;
}
