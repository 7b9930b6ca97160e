import { TRACKING_DATA_PERMISSION as D, type TJob } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Access } from '../../../shared/components/access';
import { download } from '../../../shared/http/download';
import { ImportButton } from '../../../shared/kit/import-dialog';
import { jobFileUrl } from '../../../shared/kit/kit-api';
import { DataTable } from '../../../shared/ui/data-table/data-table';
import { FAILED_FILE_URL, IMPORT_URL, jobPage, TEMPLATE_URL } from '../api/tracking-api';
import styles from './tracking.module.css';

function JobsPage({ kind }: { kind: 'import' | 'download' }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ current: 1, size: 10 });
  const q = useQuery({ queryKey: ['tracking', 'jobs', kind, page], queryFn: () => jobPage(kind, page), refetchInterval: 5000 });
  const time = (v: string | null) => (v ? v.replace('T', ' ').slice(0, 19) : '-');
  return (
    <div className={styles.page}>
      <div className={styles.search}>
        {kind === 'import' ? (
          <Access permission={D.import}>
            <ImportButton
              service="tracking"
              importUrl={IMPORT_URL()}
              templateUrl={TEMPLATE_URL()}
              failedFileUrl={(jobId) => `${FAILED_FILE_URL()}?jobId=${jobId}`}
              onImported={() => void q.refetch()}
            />
          </Access>
        ) : (
          <span className={styles.hint}>{t('tracking.jobs.downloadHint')}</span>
        )}
      </div>
      <DataTable<TJob>
        data-testid="tracking-jobs"
        rowKey="id"
        loading={q.isFetching && !q.data}
        size="small"
        columns={[
          { title: t('tracking.jobs.created'), dataIndex: 'createTime', width: 180, render: (v: string) => time(v) },
          { title: t('tracking.jobs.status'), dataIndex: 'status', width: 110, render: (v: string) => t(`tracking.jobs.statuses.${v}`) },
          { title: t('tracking.jobs.rows'), dataIndex: 'total', width: 100, align: 'right' },
          ...(kind === 'import'
            ? [
                { title: t('tracking.jobs.kept'), dataIndex: 'successCount', width: 100, align: 'right' as const },
                { title: t('tracking.jobs.refused'), dataIndex: 'failedCount', width: 100, align: 'right' as const },
              ]
            : []),
          { title: t('tracking.jobs.finished'), dataIndex: 'finishTime', width: 180, render: (v: string | null) => time(v) },
          {
            title: t('tracking.jobs.file'),
            key: 'file',
            render: (_: never, j) =>
              j.hasFile ? (
                <Button type="link" size="small" onClick={() => void download({ url: jobFileUrl('tracking', j.id) }, j.fileName ?? undefined)}>
                  {j.fileName}
                </Button>
              ) : (
                '-'
              ),
          },
        ]}
        dataSource={q.data?.records ?? []}
        pagination={{ current: page.current, pageSize: page.size, total: q.data?.total ?? 0, onChange: (current, size) => setPage({ current, size }) }}
      />
    </div>
  );
}

/** /buryingPoint/importData/list: imports of event data from the template, with their failure files. */
export function ImportDataPage() {
  return <JobsPage kind="import" />;
}

/** /buryingPoint/downloadData/list: the downloads started from the detail search. */
export function DownloadDataPage() {
  return <JobsPage kind="download" />;
}
