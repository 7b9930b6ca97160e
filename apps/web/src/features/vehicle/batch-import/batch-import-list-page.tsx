import { BATCH_IMPORT_ADD_ROUTE, BATCH_IMPORT_PERMISSION, batchImportResource, errorMessage, type Language } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { AddButton } from '../../../shared/kit/add-button';
import { ResourceListPage, type ResourceRow } from '../../../shared/kit/resource';
import { downloadBatchFailures } from './batch-import-api';

/** IMP-04: why a batch saved nothing or only part, and its failure file to download. */
function ErrorTips({ row }: { row: ResourceRow }) {
  const { t, i18n } = useTranslation();
  const failed = Number(row.failedCount ?? 0);
  const code = row.errorCode as number | null;
  if (row.status === 'uploading' || (!code && failed === 0)) return <span>—</span>;
  const tip = code ? errorMessage(code as never, i18n.language as Language) : t('vehicleBatch.rowsRefused', { n: failed });
  return (
    <span>
      {tip}
      {row.hasFailedFile ? (
        <Button type="link" size="small" onClick={() => void downloadBatchFailures(row.id)} data-testid={`batch-failed-file-${row.id}`}>
          {t('vehicleBatch.downloadFailures')}
        </Button>
      ) : null}
    </span>
  );
}

/** /batchImport/list: every batch import with its type, status, counts and error tips; a new one is uploaded on /batchImport/add. */
export default function BatchImportListPage() {
  const navigate = useNavigate();
  return (
    <ResourceListPage
      def={batchImportResource}
      toolbar={[<AddButton key="new" permission={BATCH_IMPORT_PERMISSION.add} onClick={() => navigate(BATCH_IMPORT_ADD_ROUTE)} testId="batch-import-new" />]}
      cells={{ errorCode: (row) => <ErrorTips row={row} /> }}
    />
  );
}
