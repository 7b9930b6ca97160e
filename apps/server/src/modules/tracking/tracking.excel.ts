import { type TEventRecord, type TIngestEvent, ZIngestEvent } from '@diagops/contracts';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import { type ImportSpec, type Refusal, RowError, registerImport } from '../../platform/kit/import';
import type { Localized } from '../../platform/kit/xlsx';
import { breachMessage, ingestEvents } from './ingest.service';
import { countSearch, type SearchFilter, searchBatch } from './search';

export const TRACKING_SUBJECT = 'trackingEvents';
const h = (zh: string, en: string): Localized => ({ 'zh-CN': zh, 'en-US': en });

/** The download of a search: every row it finds (at most 10,000: 61009 before anything is written). */
export const eventDownload: ExportSpec<SearchFilter, TEventRecord> = registerExport({
  subject: TRACKING_SUBJECT,
  fileName: h('埋点数据', 'Tracking events'),
  sheetName: h('埋点数据', 'Tracking events'),
  columns: [
    { key: 'time', header: h('事件时间', 'Time'), width: 24, value: (r) => r.time },
    { key: 'event', header: h('事件编码', 'Event code'), width: 20, value: (r) => r.eventCode },
    { key: 'name', header: h('事件名称', 'Event name'), width: 20, value: (r, lang) => (lang === 'zh-CN' ? r.nameZh : r.nameEn) },
    { key: 'sn', header: h('SN', 'SN'), width: 18, value: (r) => r.sn },
    { key: 'softCode', header: h('软件编码', 'Software code'), width: 14, value: (r) => r.softCode },
    { key: 'version', header: h('版本', 'Version'), width: 12, value: (r) => r.version },
    { key: 'country', header: h('国家', 'Country'), width: 8, value: (r) => r.country ?? '' },
    { key: 'productModel', header: h('产品型号', 'Product model'), width: 14, value: (r) => r.productModel ?? '' },
    { key: 'clientId', header: h('客户端事件ID', 'Client event id'), width: 30, value: (r) => r.clientId },
    { key: 'properties', header: h('属性', 'Properties'), width: 40, value: (r) => JSON.stringify(r.properties) },
  ],
  count: countSearch,
  fetch: (db, q, limit, offset) => searchBatch(db, q, limit, offset),
});

const importColumns = [
  { key: 'time', header: h('事件时间', 'Time'), required: true, example: '2026-03-02T08:00:00Z' },
  { key: 'event', header: h('事件编码', 'Event code'), required: true, example: 'diag.run' },
  { key: 'sn', header: h('SN', 'SN'), required: true, example: '98765432100' },
  { key: 'softCode', header: h('软件编码', 'Software code'), required: true, example: 'X431' },
  { key: 'version', header: h('版本', 'Version'), required: true, example: '1.2.0' },
  { key: 'country', header: h('国家', 'Country'), example: 'CN' },
  { key: 'productModel', header: h('产品型号', 'Product model'), example: 'PRO5' },
  { key: 'clientId', header: h('客户端事件ID', 'Client event id'), required: true, example: 'imp-000000001' },
  { key: 'properties', header: h('属性（JSON）', 'Properties (JSON)'), example: '{"result":"ok"}' },
];

/** An import of events from the template: the same registry checks as the device API; a refused event's row lands in the failure file. */
export const eventImport: ImportSpec<TIngestEvent> = registerImport({
  subject: TRACKING_SUBJECT,
  sheetName: h('埋点数据', 'Tracking events'),
  failedFileName: h('埋点数据导入失败数据', 'Tracking event import failures'),
  columns: importColumns,
  schema: ZIngestEvent,
  toRequest(raw, { lang }) {
    let properties: unknown;
    if (raw.properties) {
      try {
        properties = JSON.parse(raw.properties);
      } catch {
        throw new RowError(h('属性（JSON）：不是有效的JSON', 'Properties (JSON): not JSON')[lang], 'properties', 1001);
      }
    }
    return {
      time: raw.time || undefined,
      event: raw.event || undefined,
      sn: raw.sn || undefined,
      softCode: raw.softCode || undefined,
      version: raw.version || undefined,
      country: raw.country || undefined,
      productModel: raw.productModel || undefined,
      clientId: raw.clientId || undefined,
      properties,
    };
  },
  async insert(tx, rows, api) {
    const out = await ingestEvents(
      tx,
      api.ctx.clock.now(),
      `import:${String(api.params.username ?? api.job.ownerId)}`,
      rows.map((r) => r.data),
    );
    const refused = new Map<number, Refusal>();
    for (const r of out.rejected) refused.set(rows[r.index]!.rowNumber, { message: breachMessage(r.b, api.params.lang), code: r.b.code, column: null });
    return refused;
  },
});
