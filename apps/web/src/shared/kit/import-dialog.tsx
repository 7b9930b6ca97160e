import { InboxOutlined, UploadOutlined } from '@ant-design/icons';
import { type TImportReport, type TJob, UPLOAD_MAX_BYTES } from '@diagops/contracts';
import { Button, Progress, Upload } from 'antd';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { download } from '../http/download';
import { Alert } from '../ui/alert';
import { App } from '../ui/app';
import { Modal } from '../ui/modal';
import { Space } from '../ui/space';
import { Typography } from '../ui/typography';
import { ImportReport } from './import-report';
import { getJson, postJson, uploadImport, waitForJob } from './kit-api';

type Props = {
  service: string;
  importUrl: string;
  templateUrl: string;
  failedFileUrl: (jobId: string) => string;
  /** called after an import that kept rows */
  onImported?: () => void;
  /** the import runs as a dry run first (`importDryRun`): its report, then the commit */
  dryRun?: { reportUrl: (jobId: string) => string; commitUrl: string };
  /** the button's text, also the dialog's title, and its test id (the kit's "Import" by default) */
  label?: ReactNode;
  testId?: string;
  /**
   * values every row of the file starts from, asked above the upload (sent as the `defaults` field):
   * `collect` checks them and answers them, or null when a field is wrong (nothing is sent)
   */
  values?: { form: ReactNode; collect: () => Promise<Record<string, unknown> | null> };
};

const MAX_MB = UPLOAD_MAX_BYTES / 1024 / 1024;

/** Import from the template: download it, upload (progress), watch the job, get the failure file. */
export function ImportButton(props: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [upload, setUpload] = useState(0);
  const [job, setJob] = useState<TJob | null>(null);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<TImportReport | null>(null);
  const [checking, setChecking] = useState(false);
  const reset = () => {
    setUpload(0);
    setJob(null);
    setReport(null);
  };
  const watch = async (id: string) => {
    const done = await waitForJob(props.service, id, setJob);
    if (done.status === 'completed' && done.successCount > 0) props.onImported?.();
  };
  const send = async (file: File) => {
    if (file.size > UPLOAD_MAX_BYTES) {
      message.error(t('kit.fileTooLarge', { n: MAX_MB }));
      return;
    }
    if (!/\.xlsx$/i.test(file.name)) {
      message.error(t('kit.onlyXlsx'));
      return;
    }
    const defaults = props.values ? await props.values.collect() : undefined;
    if (defaults === null) return;
    reset();
    setBusy(true);
    setChecking(Boolean(props.dryRun));
    try {
      const id = await uploadImport(props.importUrl, file, setUpload, defaults && JSON.stringify(defaults));
      if (!props.dryRun) await watch(id);
      else {
        const dry = await waitForJob(props.service, id, () => undefined);
        if (dry.status === 'failed') setJob(dry);
        else setReport(await getJson<TImportReport>(props.dryRun.reportUrl(id)));
      }
    } catch {
      /* the http client has shown the message (1018, 1006 …) */
    } finally {
      setBusy(false);
      setChecking(false);
    }
  };
  const commit = async () => {
    if (!props.dryRun || !report) return;
    setBusy(true);
    try {
      const { jobId } = await postJson<{ jobId: string }>(props.dryRun.commitUrl, { jobId: report.jobId });
      setReport({ ...report, commitJobId: jobId });
      await watch(jobId);
    } catch {
      /* the http client has shown the message */
    } finally {
      setBusy(false);
    }
  };
  const showProgress = props.dryRun ? Boolean(job) || (busy && Boolean(report)) : busy || Boolean(job);
  const percent = job && job.total > 0 ? Math.round((job.progress / job.total) * 100) : 0;
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          reset();
          setOpen(true);
        }}
        data-testid={props.testId ?? 'kit-import'}
      >
        {props.label ?? t('kit.import')}
      </Button>
      <Modal
        open={open}
        title={props.label ?? t('kit.importTitle')}
        footer={null}
        width={props.dryRun ? 720 : undefined}
        onCancel={() => !busy && setOpen(false)}
        maskClosable={false}
        destroyOnHidden
      >
        <Space direction="vertical" style={{ width: '100%' }}>
          {props.values?.form}
          <Typography.Text type="secondary">{t('kit.importHint', { n: MAX_MB })}</Typography.Text>
          <Button type="link" onClick={() => download({ url: props.templateUrl, method: 'get' })} data-testid="kit-template" style={{ padding: 0 }}>
            {t('kit.downloadTemplate')}
          </Button>
          <Upload.Dragger
            accept=".xlsx"
            multiple={false}
            showUploadList={false}
            disabled={busy}
            beforeUpload={(file) => {
              void send(file);
              return false;
            }}
          >
            <p className="ant-upload-drag-icon">
              <InboxOutlined />
            </p>
            <p>{t('kit.dropFile')}</p>
          </Upload.Dragger>
          {checking && <Progress percent={upload} size="small" format={() => t('kit.dryRunChecking')} data-testid="kit-import-checking" />}
          {report && <ImportReport report={report} committing={busy} onCommit={report.commitJobId ? undefined : () => void commit()} />}
          {showProgress && (
            <>
              <div>{t('kit.uploading')}</div>
              <Progress percent={upload} size="small" />
              <div>{t('kit.importing')}</div>
              <Progress percent={job?.status === 'completed' ? 100 : percent} size="small" status={job?.status === 'failed' ? 'exception' : undefined} />
            </>
          )}
          {job?.status === 'completed' && (
            <Alert
              data-testid="kit-import-result"
              type={job.failedCount > 0 ? 'warning' : 'success'}
              showIcon
              message={t('kit.importResult', { total: job.total, success: job.successCount, failed: job.failedCount })}
              description={
                job.failedCount > 0 ? (
                  <Button
                    type="link"
                    style={{ padding: 0 }}
                    onClick={() => download({ url: props.failedFileUrl(job.id), method: 'get' })}
                    data-testid="kit-failed-file"
                  >
                    {t('kit.downloadFailed')}
                  </Button>
                ) : undefined
              }
            />
          )}
          {job?.status === 'failed' && <Alert type="error" showIcon message={job.errorMessage ?? t('kit.importFailed')} />}
        </Space>
      </Modal>
    </>
  );
}
