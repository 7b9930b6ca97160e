import type { TImportReport, TImportReportRow } from '@diagops/contracts';
import { Button } from 'antd';
import { useTranslation } from 'react-i18next';
import { Alert } from '../ui/alert';
import { DataTable } from '../ui/data-table/data-table';
import { Space } from '../ui/space';

type Props = {
  report: TImportReport;
  /** the commit is under way (the button holds) */
  committing: boolean;
  onCommit?: () => void;
};

/** The report of an import's dry run: what it would create, update and refuse (row, column, message), and the commit. */
export function ImportReport({ report, committing, onCommit }: Props) {
  const { t } = useTranslation();
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="kit-import-report">
      <Alert
        type={report.refuse > 0 ? 'warning' : 'info'}
        showIcon
        message={t('kit.dryRunResult', { total: report.total, create: report.create, update: report.update, refuse: report.refuse })}
        description={report.truncated ? t('kit.dryRunTruncated', { n: report.refused.length }) : undefined}
      />
      {report.refused.length > 0 && (
        // the console's own table (antd's would add 40 kB to every kit page): the refusals scroll inside the dialog
        <div style={{ maxHeight: 240, overflowY: 'auto' }}>
          <DataTable<TImportReportRow>
            size="small"
            rowKey={(r) => `${r.rowNumber}:${r.column ?? ''}:${r.message ?? ''}`}
            dataSource={report.refused}
            pagination={false}
            data-testid="kit-import-refused"
            columns={[
              { title: t('kit.dryRunRow'), dataIndex: 'rowNumber', width: 70 },
              { key: 'column', title: t('kit.dryRunColumn'), width: 130, render: (_, r) => r.columnLabel ?? r.column ?? '-' },
              { key: 'message', title: t('kit.dryRunMessage'), render: (_, r) => (r.code ? `${r.message} (${r.code})` : r.message) },
            ]}
          />
        </div>
      )}
      {onCommit && (
        <Button
          type="primary"
          onClick={onCommit}
          loading={committing}
          disabled={committing || report.create + report.update === 0}
          data-testid="kit-import-commit"
        >
          {t('kit.dryRunCommit')}
        </Button>
      )}
    </Space>
  );
}
