import { z } from 'zod';
import { defineResource, resourceContracts, type Text2 } from '../kit/resource';
import { BATCH_IMPORT_PERMISSION, BATCH_IMPORT_ROUTE } from './extras-names';
import { VEHICLE_FOLDER } from './vehicle-folder';

/**
 * A batch import (IMP-01…05): an Excel template of one upload type and a zip holding the files its
 * rows name (a wiring diagram, a manual, an ADAS calibration procedure). The rows are saved by the upload type's own add call, each
 * file stored in that type's upload area; the zip is kept 30 days, then deleted.
 */
export const BATCH_IMPORT_TYPES = {
  motorcycleWire: ['摩托车线路图', 'Motorcycle wiring diagrams'],
  operationManual: ['操作手册', 'Operation manuals'],
  adasData: ['ADAS标定数据', 'ADAS calibration data'],
  faultLightIcon: ['故障灯图标', 'Fault-light icons'],
} as const satisfies Record<string, Text2>;
export type BatchImportType = keyof typeof BATCH_IMPORT_TYPES;
export const BATCH_IMPORT_TYPE_KEYS = Object.keys(BATCH_IMPORT_TYPES) as [BatchImportType, ...BatchImportType[]];

/** IMP-03: uploading (the job is reading it), completed, failed (nothing could be saved). */
export const BATCH_IMPORT_STATUSES = {
  uploading: ['上传中', 'Uploading'],
  completed: ['已完成', 'Completed'],
  failed: ['失败', 'Failed'],
} as const satisfies Record<string, Text2>;
export type BatchImportStatus = keyof typeof BATCH_IMPORT_STATUSES;

/** IMP-02: days an uploaded zip is kept. */
export const BATCH_IMPORT_ZIP_DAYS = 30;
/** The template column naming a row's file inside the zip. */
export const BATCH_IMPORT_FILE_COLUMN: Text2 = ['文件名（压缩包内）', 'File name in the zip'];

const text = (label: Text2, width = 180) => ({ schema: z.string(), label, readOnly: true, list: { width } }) as const;
const count = (label: Text2) => ({ schema: z.number().int(), label, kind: 'number', readOnly: true, list: { width: 70 } }) as const;

/** The list of batch imports (IMP-05's fields); a new one is made by the add screen's upload, not a form. */
export const batchImportResource = defineResource({
  name: 'vehicleBatchImport',
  label: ['批量导入', 'Batch import'],
  api: { service: 'vehicle', base: '/batchImport' },
  screen: {
    route: BATCH_IMPORT_ROUTE,
    forms: 'dialog',
    menu: { parent: VEHICLE_FOLDER, icon: 'CloudUploadOutlined', sortOrder: 68, label: ['批量导入', 'Batch imports'] },
    rowName: 'templateName',
    lastChange: false,
    widths: { actions: 80 },
  },
  fields: {
    templateName: { ...text(['模板文件名称', 'Template file name'], 150), filter: 'prefix' },
    zipName: { ...text(['压缩包名称', 'Zip file name'], 150), list: { width: 150, hidden: true } },
    uploadType: {
      schema: z.enum(BATCH_IMPORT_TYPE_KEYS),
      label: ['上传类型', 'Upload type'],
      kind: 'select',
      options: { values: BATCH_IMPORT_TYPES },
      filter: 'eq',
      readOnly: true,
      list: { width: 140 },
    },
    status: {
      schema: z.enum(['uploading', 'completed', 'failed']),
      label: ['状态', 'Status'],
      kind: 'select',
      options: { values: BATCH_IMPORT_STATUSES, colors: { uploading: 'processing', completed: 'success', failed: 'error' } },
      filter: 'eq',
      readOnly: true,
      list: { width: 84 },
    },
    totalCount: count(['总条数', 'Total']),
    successCount: count(['成功条数', 'Succeeded']),
    failedCount: { ...count(['失败条数', 'Failed']), list: false },
    creatorName: { ...text(['创建人', 'Creator'], 100), filter: 'prefix' },
    // the reply's own creation time, shown as a column (IMP-05's times; the list has no last-change column)
    createTime: { schema: z.string(), label: ['创建时间', 'Created'], kind: 'dateTime', readOnly: true, list: { width: 150 } },
    finishTime: { schema: z.string().nullable(), label: ['完成时间', 'Finished'], kind: 'dateTime', readOnly: true, list: { width: 160, hidden: true } },
    zipExpireTime: { schema: z.string().nullable(), label: ['压缩包保留至', 'Zip kept until'], kind: 'dateTime', readOnly: true, list: false },
    zipDeleted: { schema: z.boolean(), label: ['压缩包已删除', 'Zip deleted'], kind: 'switch', readOnly: true, list: false },
    errorCode: { schema: z.number().int().nullable(), label: ['错误提示', 'Error tips'], readOnly: true, list: { width: 220 }, form: false, xlsx: false },
    hasFailedFile: { schema: z.boolean(), label: ['失败文件', 'Failure file'], kind: 'switch', readOnly: true, list: false, form: false, xlsx: false },
  },
  ops: ['page', 'detail'],
  permissions: BATCH_IMPORT_PERMISSION,
});
export const BatchImport = /* @__PURE__ */ resourceContracts(batchImportResource);

/** The add call's form fields beside its two files (`template`, `zip`). */
export const ZBatchImportAdd = z.object({ uploadType: z.enum(BATCH_IMPORT_TYPE_KEYS) }).strict();
export const ZBatchImportTemplateQuery = ZBatchImportAdd;
/** What the add call answers: the new import and the job reading it (its progress at /vehicle/job/{id}). */
export const ZBatchImportStarted = z.object({ id: z.number().int(), jobId: z.string().uuid() });
export type TBatchImportStarted = z.infer<typeof ZBatchImportStarted>;
