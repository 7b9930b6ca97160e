import { DownloadOutlined } from '@ant-design/icons';
import type { TJob } from '@diagops/contracts';
import { Button, Progress } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../http/download';
import { App } from '../ui/app';
import { Modal } from '../ui/modal';
import { jobFileUrl, startExportJob, waitForJob } from './kit-api';

type Props = { url: string; service: string; body: () => Record<string, unknown>; disabled?: boolean };

/** Export the list's current filters as xlsx: runs as a job with a progress bar, then downloads. */
export function ExportButton({ url, service, body, disabled }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [job, setJob] = useState<TJob | null>(null);
  const [running, setRunning] = useState(false);
  const run = async () => {
    setRunning(true);
    setJob(null);
    try {
      const id = await startExportJob(url, body());
      const done = await waitForJob(service, id, setJob);
      if (done.status === 'completed') {
        await download({ url: jobFileUrl(service, id), method: 'get' });
        message.success(t('common.exportSuccess'));
      } else message.error(done.errorMessage ?? t('kit.exportFailed'));
    } catch {
      /* the http client has shown the message (e.g. 61009) */
    } finally {
      setRunning(false);
    }
  };
  const percent = job && job.total > 0 ? Math.round((job.progress / job.total) * 100) : 0;
  return (
    <>
      <Button icon={<DownloadOutlined />} onClick={run} loading={running} disabled={disabled} data-testid="kit-export">
        {t('kit.export')}
      </Button>
      <Modal open={running} title={t('kit.exporting')} footer={null} closable={false} maskClosable={false}>
        <Progress percent={percent} status="active" />
        <div>{t('kit.rowsDone', { done: job?.progress ?? 0, total: job?.total ?? 0 })}</div>
      </Modal>
    </>
  );
}
