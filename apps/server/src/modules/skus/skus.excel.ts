import { CURRENCIES, type TSaveSkuRequest, type TSku, type TSkuExportQuery, ZSaveSkuRequest } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import { type ExportSpec, registerExport } from '../../platform/kit/export';
import { type ImportSpec, RowError, registerImport } from '../../platform/kit/import';
import type { XlsxColumn } from '../../platform/kit/xlsx';
import { productByCode } from '../products';
import { liveChannel } from '../supply';
import { presentSku, selectSkus, skuPage } from './skus.repository';
import { platformSkus } from './skus.tables';

export const SKU_SUBJECT = 'platformsku';
const STATUS_LABEL = { enabled: { 'zh-CN': '启用', 'en-US': 'Enabled' }, disabled: { 'zh-CN': '停用', 'en-US': 'Disabled' } } as const;

const h = (zh: string, en: string) => ({ 'zh-CN': zh, 'en-US': en });

/** Columns of the SKU export (the list's columns, localized). */
const exportColumns: XlsxColumn<TSku>[] = [
  { key: 'skuCode', header: h('SKU编码', 'SKU code'), value: (r) => r.skuCode },
  { key: 'nameZh', header: h('中文名称', 'Chinese name'), width: 24, value: (r) => r.nameZh },
  { key: 'nameEn', header: h('英文名称', 'English name'), width: 24, value: (r) => r.nameEn },
  { key: 'productCode', header: h('产品编码', 'Product code'), value: (r) => r.productCode },
  { key: 'productName', header: h('产品名称', 'Product name'), width: 24, value: (r) => r.productName },
  { key: 'channelCode', header: h('渠道编码', 'Channel code'), value: (r) => r.channelCode },
  { key: 'channelName', header: h('渠道名称', 'Channel name'), value: (r) => r.channelName },
  { key: 'platformSkuCode', header: h('平台SKU编码', 'Platform SKU code'), value: (r) => r.platformSkuCode },
  { key: 'price', header: h('价格', 'Price'), width: 12, value: (r) => r.price },
  { key: 'currency', header: h('币种', 'Currency'), width: 10, value: (r) => r.currency },
  { key: 'status', header: h('状态', 'Status'), width: 10, value: (r, lang) => STATUS_LABEL[r.status][lang] },
  { key: 'remark', header: h('备注', 'Remark'), width: 30, value: (r) => r.remark },
  { key: 'createTime', header: h('创建时间', 'Created'), width: 22, value: (r) => r.createTime.replace('T', ' ').slice(0, 19) },
];

export const skuExport: ExportSpec<TSkuExportQuery, TSku> = registerExport({
  subject: SKU_SUBJECT,
  fileName: h('平台SKU', 'Platform SKUs'),
  sheetName: h('平台SKU', 'Platform SKUs'),
  columns: exportColumns,
  count: (db, q) => skuPage.count(db, q),
  fetch: async (db, q, limit, offset, after) => {
    const page = skuPage.seek(q, after, offset);
    const rows = await selectSkus(db, 'zh-CN')
      .where(page.where)
      .orderBy(...skuPage.orderBy(q))
      .limit(limit)
      .offset(page.offset);
    return rows.map(presentSku);
  },
  keyOf: (r) => r.id,
});

/** Columns of the import template; keys are the add call's fields (codes are looked up). */
export const importColumns: XlsxColumn<unknown>[] = [
  { key: 'skuCode', header: h('SKU编码', 'SKU code'), required: true, example: 'X431-PRO-AMZ-US' },
  { key: 'nameZh', header: h('中文名称', 'Chinese name'), required: true, width: 24, example: '元征X431 PRO 美国站' },
  { key: 'nameEn', header: h('英文名称', 'English name'), required: true, width: 24, example: 'X431 PRO (Amazon US)' },
  { key: 'productCode', header: h('产品编码', 'Product code'), required: true, example: 'X431-PRO' },
  { key: 'channelCode', header: h('渠道编码', 'Channel code'), required: true, example: 'AMZ-US' },
  { key: 'platformSkuCode', header: h('平台SKU编码', 'Platform SKU code'), required: true, example: 'B07ABC1234' },
  { key: 'price', header: h('价格', 'Price'), required: true, width: 12, example: '1299.00' },
  { key: 'currency', header: h('币种', 'Currency'), required: true, width: 10, example: CURRENCIES.join('/') },
  { key: 'status', header: h('状态', 'Status'), width: 10, example: '启用/停用 Enabled/Disabled' },
  { key: 'remark', header: h('备注', 'Remark'), width: 30 },
];

function parseStatus(v: string): string | undefined {
  if (!v) return undefined;
  const k = v.trim().toLowerCase();
  for (const [status, label] of Object.entries(STATUS_LABEL)) if (k === status || k === label['zh-CN'] || k === label['en-US'].toLowerCase()) return status;
  return v;
}

const msg = {
  product: h('产品编码不存在', 'Unknown product code'),
  channel: h('渠道编码不存在或已停用', 'Unknown or disabled channel code'),
  duplicate: h('SKU编码已存在', 'The SKU code already exists'),
};

export const skuImport: ImportSpec<TSaveSkuRequest> = registerImport({
  subject: SKU_SUBJECT,
  sheetName: h('平台SKU', 'Platform SKUs'),
  failedFileName: h('平台SKU导入失败数据', 'Platform SKU import failures'),
  columns: importColumns,
  schema: ZSaveSkuRequest,
  async toRequest(raw, { ctx, lang, cache }) {
    const pKey = `p:${raw.productCode!.toLowerCase()}`;
    if (!cache.has(pKey)) cache.set(pKey, raw.productCode ? ((await productByCode(ctx.db, raw.productCode))?.id ?? null) : null);
    const cKey = `c:${raw.channelCode!.toLowerCase()}`;
    if (!cache.has(cKey)) cache.set(cKey, raw.channelCode ? ((await liveChannel(ctx.db, { code: raw.channelCode }))?.id ?? null) : null);
    const productId = cache.get(pKey) as number | null;
    const channelId = cache.get(cKey) as number | null;
    if (raw.productCode && !productId) throw new RowError(`${importColumns[3]!.header[lang]}: ${msg.product[lang]}`);
    if (raw.channelCode && !channelId) throw new RowError(`${importColumns[4]!.header[lang]}: ${msg.channel[lang]}`);
    const price = raw.price === '' ? undefined : Number(raw.price);
    return {
      skuCode: raw.skuCode || undefined,
      nameZh: raw.nameZh || undefined,
      nameEn: raw.nameEn || undefined,
      productId: productId ?? undefined,
      channelId: channelId ?? undefined,
      platformSkuCode: raw.platformSkuCode || undefined,
      price: Number.isNaN(price) ? raw.price : price,
      currency: raw.currency ? raw.currency.toUpperCase() : undefined,
      status: parseStatus(raw.status ?? ''),
      remark: raw.remark || null,
    };
  },
  async insert(tx, rows, api) {
    const inserted = await tx
      .insert(platformSkus)
      .values(
        rows.map((r) => ({
          ...r.data,
          price: r.data.price.toFixed(2),
          remark: r.data.remark ?? null,
          productModelId: r.data.productModelId ?? null,
          createdBy: api.job.ownerId,
        })),
      )
      .onConflictDoNothing()
      .returning({ id: platformSkus.id, skuCode: platformSkus.skuCode });
    // a code inserted once: its first row in the file went in, any other row with it is a duplicate
    const left = new Map<string, number>();
    for (const r of inserted) left.set(r.skuCode.toLowerCase(), (left.get(r.skuCode.toLowerCase()) ?? 0) + 1);
    const refused = new Map<number, string>();
    for (const r of rows) {
      const k = r.data.skuCode.toLowerCase();
      const n = left.get(k) ?? 0;
      if (n > 0) left.set(k, n - 1);
      else refused.set(r.rowNumber, `${importColumns[0]!.header[api.params.lang]}: ${msg.duplicate[api.params.lang]}`);
    }
    if (inserted.length > 0) {
      // the import is one mutation per batch in the operation log, by the job's owner
      const req = {
        auth: { userId: api.job.ownerId, username: (api.params.username as string) ?? null },
        ip: null,
        id: `job:${api.job.id}`,
      } as unknown as FastifyRequest;
      await writeOperationLog(tx, req, {
        module: 'platformSku',
        action: 'import',
        targetId: `job:${api.job.id}`,
        after: { count: inserted.length, ids: inserted.map((r) => r.id) },
      });
    }
    return refused;
  },
});
