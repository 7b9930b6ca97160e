import type { BatchImportType, TBatchImportStarted, TImportReport, TJobStarted } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { download } from '../../../shared/http/download';
import { getJson, postJson, uploadForm } from '../../../shared/kit/kit-api';

/** The batch import screens' own calls: the template of a type, the upload and its dry run's report, the commit, a batch's failure file. */
const url = (p: string) => svcPath('vehicle', `/batchImport${p}`);

export const downloadBatchTemplate = (uploadType: BatchImportType) => download({ url: url('/template'), method: 'get', params: { uploadType } });
export const downloadBatchFailures = (id: number) => download({ url: url('/failedFile'), method: 'get', params: { id } });

export function startBatchImport(a: { uploadType: BatchImportType; template: File; zip: File }, onProgress: (percent: number) => void) {
  const form = new FormData();
  form.append('uploadType', a.uploadType);
  form.append('template', a.template);
  form.append('zip', a.zip);
  return uploadForm<TJobStarted>(url('/add'), form, onProgress);
}

export const fetchBatchReport = (jobId: string) => getJson<TImportReport>(url('/importReport'), { jobId });
export const commitBatchImport = (jobId: string) => postJson<TBatchImportStarted>(url('/importCommit'), { jobId });
