import { useTranslation } from 'react-i18next';
import { useEditors } from '../realtime/use-editors';
import { Alert } from '../ui/alert';

/** Over an edit form: who else has this record open for editing right now (nothing when nobody has). */
export function EditorsBanner({ record }: { record: string | null }) {
  const { t } = useTranslation();
  const editors = useEditors(record);
  if (editors.length === 0) return null;
  const names = [...new Set(editors.map((e) => e.name))].join(t('common.listSeparator'));
  return <Alert type="warning" showIcon role="status" title={t('common.othersEditing', { names })} data-testid="editors-banner" style={{ marginBottom: 16 }} />;
}
