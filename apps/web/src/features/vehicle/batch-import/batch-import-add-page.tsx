import { DownloadOutlined, PaperClipOutlined, UploadOutlined } from '@ant-design/icons';
import {
  BATCH_IMPORT_ROUTE,
  BATCH_IMPORT_TYPE_KEYS,
  BATCH_IMPORT_TYPES,
  BATCH_IMPORT_ZIP_DAYS,
  type BatchImportType,
  type TImportReport,
  type TJob,
  text2,
  UPLOAD_MAX_BYTES,
} from '@diagops/contracts';
import { Button, Form, Progress, Upload } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ImportReport } from '../../../shared/kit/import-report';
import { waitForJob } from '../../../shared/kit/kit-api';
import { Alert } from '../../../shared/ui/alert';
import { App } from '../../../shared/ui/app';
import { Panel } from '../../../shared/ui/panel';
import { Select } from '../../../shared/ui/select';
import { Space } from '../../../shared/ui/space';
import { Typography } from '../../../shared/ui/typography';
import styles from './batch-import.module.css';
import { commitBatchImport, downloadBatchFailures, downloadBatchTemplate, fetchBatchReport, startBatchImport } from './batch-import-api';

const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** One file of the upload: a button that picks it (type and size checked here, content on the server) and its name. */
function FilePick(p: { id: string; accept: string; file: File | null; disabled: boolean; onPick: (f: File | null) => void; label: string }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  return (
    <Space wrap>
      <Upload
        accept={p.accept}
        showUploadList={false}
        disabled={p.disabled}
        beforeUpload={(f) => {
          const file = f as File;
          if (!file.name.toLowerCase().endsWith(p.accept)) message.error(t('vehicleBatch.wrongType', { ext: p.accept }));
          else if (file.size > UPLOAD_MAX_BYTES) message.error(t('vehicleBatch.tooLarge', { n: MAX_MB }));
          else p.onPick(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} disabled={p.disabled} data-testid={`batch-pick-${p.id}`}>
          {p.label}
        </Button>
      </Upload>
      {p.file ? (
        <Typography.Text data-testid={`batch-picked-${p.id}`}>
          <PaperClipOutlined aria-hidden="true" /> {p.file.name}
        </Typography.Text>
      ) : (
        <Typography.Text type="secondary">{t('vehicleBatch.noFile')}</Typography.Text>
      )}
    </Space>
  );
}

/**
 * /batchImport/add: pick the upload type, fill its template, add the zip of files; the upload and its dry
 * run (what each row would do, nothing kept), then the commit and the import, with their progress.
 */
export default function BatchImportAddPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [type, setType] = useState<BatchImportType | null>(null);
  const [template, setTemplate] = useState<File | null>(null);
  const [zip, setZip] = useState<File | null>(null);
  const [busy, setBusy] = useState(false);
  const [uploaded, setUploaded] = useState(0);
  const [checking, setChecking] = useState<TJob | null>(null);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [job, setJob] = useState<TJob | null>(null);
  const [batchId, setBatchId] = useState<number | null>(null);
  const ready = Boolean(type && template && zip) && !busy && !report?.commitJobId;

  const submit = async () => {
    if (!type || !template || !zip) return;
    setBusy(true);
    setJob(null);
    setReport(null);
    setUploaded(0);
    try {
      const { jobId } = await startBatchImport({ uploadType: type, template, zip }, setUploaded);
      const dry = await waitForJob('vehicle', jobId, setChecking);
      if (dry.status === 'failed') setJob(dry);
      else setReport(await fetchBatchReport(jobId));
    } catch {
      /* the http client has shown the message (1018 a modified template, 102078 an unreadable zip, 1006 too large) */
    } finally {
      setBusy(false);
      setChecking(null);
    }
  };
  const commit = async () => {
    if (!report) return;
    setBusy(true);
    try {
      const started = await commitBatchImport(report.jobId);
      setReport({ ...report, commitJobId: started.jobId });
      setBatchId(started.id);
      await waitForJob('vehicle', started.jobId, setJob);
    } catch {
      /* the http client has shown the message (1017: committed before) */
    } finally {
      setBusy(false);
    }
  };
  const again = () => {
    setTemplate(null);
    setZip(null);
    setReport(null);
    setJob(null);
    setBatchId(null);
    setUploaded(0);
  };
  const done = job && (job.status === 'completed' || job.status === 'failed');
  const percentOf = (j: TJob | null) => (j && j.total > 0 ? Math.round((j.progress / j.total) * 100) : 0);
  const percent = percentOf(job);
  const failures =
    batchId && job?.hasFile ? (
      <Button type="link" icon={<DownloadOutlined />} onClick={() => void downloadBatchFailures(batchId)} data-testid="batch-failed-file">
        {t('vehicleBatch.downloadFailures')}
      </Button>
    ) : null;

  return (
    <Panel title={t('vehicleBatch.titles.add')} className={styles.page}>
      <Typography.Paragraph type="secondary">{t('vehicleBatch.hint', { n: MAX_MB, days: BATCH_IMPORT_ZIP_DAYS })}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t('vehicleBatch.checkHint')}</Typography.Paragraph>
      <Form layout="vertical" className={styles.form} onFinish={() => void submit()}>
        <Form.Item label={t('vehicleBatch.uploadType')} htmlFor="batch-upload-type" required>
          <Space wrap>
            <Select
              id="batch-upload-type"
              aria-label={t('vehicleBatch.uploadType')}
              className={styles.type}
              value={type}
              disabled={busy}
              placeholder={t('vehicleBatch.pickType')}
              options={BATCH_IMPORT_TYPE_KEYS.map((k) => ({ value: k, label: text2(BATCH_IMPORT_TYPES[k], i18n.language) }))}
              onChange={(v: BatchImportType) => {
                setType(v);
                setTemplate(null);
              }}
            />
            <Button icon={<DownloadOutlined />} disabled={!type} onClick={() => type && void downloadBatchTemplate(type)} data-testid="batch-template">
              {t('vehicleBatch.downloadTemplate')}
            </Button>
          </Space>
        </Form.Item>
        <Form.Item label={t('vehicleBatch.templateFile')} required>
          <FilePick id="template" accept=".xlsx" file={template} disabled={busy || !type} onPick={setTemplate} label={t('vehicleBatch.pickTemplate')} />
        </Form.Item>
        <Form.Item label={t('vehicleBatch.zipFile')} required extra={t('vehicleBatch.zipHint')}>
          <FilePick id="zip" accept=".zip" file={zip} disabled={busy} onPick={setZip} label={t('vehicleBatch.pickZip')} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" disabled={!ready || Boolean(done)} loading={busy} data-testid="batch-submit">
            {t('vehicleBatch.check')}
          </Button>
          <Button onClick={() => navigate(BATCH_IMPORT_ROUTE)} disabled={busy}>
            {t('vehicleBatch.backToList')}
          </Button>
        </Space>
      </Form>

      {busy && !report && (
        <div className={styles.progress} aria-live="polite">
          <div>{t('vehicleBatch.uploading')}</div>
          <Progress percent={uploaded} size="small" />
          <div>{t('vehicleBatch.checking')}</div>
          <Progress percent={percentOf(checking)} size="small" data-testid="batch-checking" />
        </div>
      )}
      {report && (
        <div className={styles.progress}>
          <ImportReport report={report} committing={busy} onCommit={report.commitJobId ? undefined : () => void commit()} />
        </div>
      )}
      {report?.commitJobId && (
        <div className={styles.progress} aria-live="polite">
          <div>{t('vehicleBatch.importing')}</div>
          <Progress percent={job?.status === 'completed' ? 100 : percent} size="small" status={job?.status === 'failed' ? 'exception' : undefined} />
        </div>
      )}
      {done && (
        <Alert
          data-testid="batch-result"
          showIcon
          type={job.status === 'failed' || job.successCount === 0 ? 'error' : job.failedCount > 0 ? 'warning' : 'success'}
          message={
            job.status === 'failed'
              ? (job.errorMessage ?? t('vehicleBatch.failed'))
              : t('vehicleBatch.result', { total: job.total, success: job.successCount, failed: job.failedCount })
          }
          description={job.failedCount > 0 ? t('vehicleBatch.seeFailures') : undefined}
          action={
            <Space direction="vertical">
              {failures}
              <Button size="small" onClick={again} data-testid="batch-again">
                {t('vehicleBatch.again')}
              </Button>
            </Space>
          }
        />
      )}
    </Panel>
  );
}
