import { FileSearchOutlined } from '@ant-design/icons';
import { type TJob, UPLOAD_MAX_BYTES, VIN_BATCH_MAX } from '@diagops/contracts';
import { Button, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../../../shared/http/download';
import { jobFileUrl, uploadImport, waitForJob } from '../../../shared/kit/kit-api';
import { App } from '../../../shared/ui/app';
import { Modal } from '../../../shared/ui/modal';
import { batchDecodeUrl } from './vin-api';

/** Batch decode: an Excel list of VINs (first column) → the result workbook, made by a job with its progress. */
export function VinBatchButton() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [running, setRunning] = useState(false);
  const [job, setJob] = useState<TJob | null>(null);
  const [uploaded, setUploaded] = useState(0);
  const run = async (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      message.error(t('vehicleVin.batchTooLarge'));
      return;
    }
    setRunning(true);
    setJob(null);
    setUploaded(0);
    try {
      const id = await uploadImport(batchDecodeUrl(), file, setUploaded);
      const done = await waitForJob('vehicle', id, setJob);
      if (done.status === 'completed') {
        await download({ url: jobFileUrl('vehicle', id), method: 'get' });
        message.success(t('vehicleVin.batchDone', { total: done.total, failed: done.failedCount }));
      } else message.error(done.errorMessage ?? t('vehicleVin.batchFailed'));
    } catch {
      /* the http client has shown the message */
    } finally {
      setRunning(false);
    }
  };
  const percent = job && job.total > 0 ? Math.round((job.progress / job.total) * 100) : 0;
  return (
    <>
      <Upload
        accept=".xlsx"
        showUploadList={false}
        beforeUpload={(f) => {
          void run(f as File);
          return false;
        }}
      >
        <Button icon={<FileSearchOutlined />} loading={running} title={t('vehicleVin.batchHint', { max: VIN_BATCH_MAX })} data-testid="vin-batch">
          {t('vehicleVin.batch')}
        </Button>
      </Upload>
      <Modal open={running} title={t('vehicleVin.batchRunning')} footer={null} closable={false} maskClosable={false}>
        <Progress percent={job ? percent : uploaded} status="active" />
        <div>{job ? t('vehicleVin.batchProgress', { done: job.progress, total: job.total }) : t('vehicleVin.uploading')}</div>
      </Modal>
    </>
  );
}
