import {
  issueMessage,
  REPORT_FILE_MAX_BYTES,
  REPORT_FILE_TYPES,
  REPORT_RESOURCES,
  REPORT_SUMMARY_FIELDS,
  reportFileArea,
  type TMyReport,
  type TReportFaultCode,
  type TReportKind,
  type TReportUpload,
  ZReportUpload,
} from '@diagops/contracts';
import { and, desc, eq, gte, lt } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { customerColumns } from '../customers';
import { deviceExpiryColumns, deviceIdBySn } from '../devices';
import { attachFiles, type StoredFile, storeFile } from '../files';
import { authenticateTerminal, passTerminalGate } from '../terminals';
import { reports } from './reports.tables';

export type ReportRow = typeof reports.$inferSelect;
const DAY_MS = 86_400_000;
const utcDay = (v: string) => new Date(`${v}T00:00:00.000Z`);

/** A kind's own values of a row, as its declaration names them (a scan's fault-code count from its codes). */
export function summaryOf(kind: TReportKind, r: Pick<ReportRow, 'summary' | 'faultCodes'>): Record<string, number | string | null> {
  const out: Record<string, number | string | null> = {};
  for (const name of Object.keys(REPORT_SUMMARY_FIELDS[kind])) out[name] = name === 'faultCodeCount' ? r.faultCodes.length : (r.summary[name] ?? null);
  return out;
}

/** One kind's list, detail and export: the reports table limited to the kind (another kind's id is missing, 1002). */
function kindService<K extends TReportKind>(kind: K) {
  return resourceService(REPORT_RESOURCES[kind], {
    table: reports as never,
    scope: () => eq(reports.kind, kind),
    // UTIL-08: diagnosis times are UTC, and so are the days a range names
    filters: {
      diagnosisTimeFrom: (v: string) => gte(reports.diagnosisTime, utcDay(v)),
      diagnosisTimeTo: (v: string) => lt(reports.diagnosisTime, new Date(utcDay(v).getTime() + DAY_MS)),
    },
    computed: (_db, rows) => new Map(rows.map((r) => [r.id, summaryOf(kind, r as unknown as ReportRow)])),
  });
}

export const REPORT_SERVICES = {
  diagnosis: kindService('diagnosis'),
  battery: kindService('battery'),
  thermal: kindService('thermal'),
  detection: kindService('detection'),
  newEnergy: kindService('newEnergy'),
};

/** A report of a kind (1002 when missing or of another kind). */
export async function reportOfKind(db: DbOrTx, kind: TReportKind, id: number): Promise<ReportRow> {
  const [row] = await db
    .select()
    .from(reports)
    .where(and(eq(reports.id, id), eq(reports.kind, kind)));
  if (!row) throw new AppError(1002);
  return row;
}

export async function reportById(db: DbOrTx, id: number): Promise<ReportRow> {
  const [row] = await db.select().from(reports).where(eq(reports.id, id));
  if (!row) throw new AppError(1002);
  return row;
}

/** The fault codes of a report of a kind (the detail's table). */
export async function faultCodesOf(ctx: AppContext, kind: TReportKind, id: number): Promise<TReportFaultCode[]> {
  return (await reportOfKind(ctx.db, kind, id)).faultCodes as TReportFaultCode[];
}

// ------------------------------------------------------------------ the device's upload

/** The `report` field: JSON of ZReportUpload; its refusals name `report.<field>` (in the caller's language, as every field message). */
function parseReport(req: FastifyRequest, raw: string | undefined): TReportUpload {
  const refuse = (errors: Array<{ field: string; message: string }>) => new AppError(1001, { errors });
  if (raw === undefined) throw refuse([{ field: 'report', message: 'required' }]);
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw refuse([{ field: 'report', message: 'not valid JSON' }]);
  }
  const result = z.safeParse(ZReportUpload, json, { reportInput: true });
  if (!result.success)
    throw refuse(
      result.error.issues.map((i) => ({
        field: ['report', ...i.path, ...(i.code === 'unrecognized_keys' ? [i.keys.join(',')] : [])].join('.'),
        message: issueMessage(i, requestLanguage(req)),
      })),
    );
  const r = result.data;
  if (r.kind === 'thermal' && r.maxTemp < r.minTemp) throw refuse([{ field: 'report.maxTemp', message: 'the maximum below the minimum' }]);
  return r;
}

/** The kind's own values of an upload (everything but the common fields and the fault codes). */
function summaryValues(r: TReportUpload): Record<string, number | string | null> {
  const own = Object.keys(REPORT_SUMMARY_FIELDS[r.kind]).filter((k) => k !== 'faultCodeCount');
  return Object.fromEntries(own.map((k) => [k, ((r as Record<string, unknown>)[k] as number | string | undefined) ?? null]));
}

/** The device's owner when it is bound: the customer the report belongs to (and may share). */
async function ownerOf(ctx: AppContext, sn: string): Promise<{ id: number; account: string } | null> {
  const deviceId = await deviceIdBySn(ctx, sn);
  if (deviceId === null) return null;
  const [owner] = await ctx.db
    .select({ id: customerColumns.id, account: customerColumns.account })
    .from(deviceExpiryColumns)
    .innerJoin(customerColumns, eq(customerColumns.id, deviceExpiryColumns.customerId))
    .where(eq(deviceExpiryColumns.id, deviceId));
  return owner ?? null;
}

/**
 * POST /{svc}-app/report/upload: the terminal (app and key in the query, the app key in X-App-Key,
 * its secret when it was issued one) sends the `report` field, then one `file` part streamed into
 * the files area. The terminal is checked before anything is read, the report before the file is
 * stored; a file whose content is not of the kind's types is refused (79201) and nothing is kept.
 */
export async function ingestReport(ctx: AppContext, req: FastifyRequest, q: { app: string; terminalKey: string }) {
  const terminal = await authenticateTerminal(ctx, req, q.app, q.terminalKey);
  if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'a file is required' }] });
  const fields: Record<string, string> = {};
  let report: TReportUpload | null = null;
  let stored: StoredFile | null = null;
  for await (const part of req.parts({ limits: { fileSize: REPORT_FILE_MAX_BYTES + 1, files: 1, fields: 4, fieldSize: 200_000 } })) {
    if (part.type === 'field') {
      if (!stored) fields[part.fieldname] = String(part.value);
      continue;
    }
    if (part.fieldname !== 'file' || stored) {
      part.file.resume();
      throw new AppError(1001, { errors: [{ field: part.fieldname, message: 'send the fields before the file' }] });
    }
    try {
      report = parseReport(req, fields.report);
      // the SN the report names may be on the gateway blacklist (the terminal and the address were checked above)
      await passTerminalGate(ctx, { terminalKey: q.terminalKey, sn: report.sn, ip: req.ip });
    } catch (err) {
      part.file.resume();
      throw err;
    }
    const types = REPORT_FILE_TYPES[report.kind];
    try {
      stored = await storeFile(ctx, {
        area: reportFileArea(report.kind),
        name: part.filename,
        body: part.file,
        uploader: { kind: 'device', id: terminal.id },
        types,
        maxBytes: REPORT_FILE_MAX_BYTES,
      });
    } catch (err) {
      part.file.resume();
      if (err instanceof AppError && err.code === 1040) throw new AppError(79201, { allowed: types });
      throw err;
    }
    if (part.file.truncated) throw new AppError(1006);
  }
  if (!stored || !report) throw new AppError(1001, { errors: [{ field: 'file', message: 'a file is required' }] });
  const owner = await ownerOf(ctx, report.sn);
  const file = stored;
  const r = report;
  const row = await ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(reports)
      .values({
        kind: r.kind,
        sn: r.sn,
        vin: r.vin ?? null,
        customerId: owner?.id ?? null,
        customerAccount: owner?.account ?? null,
        productModel: r.productModel,
        softwareCode: r.softwareCode,
        softwareVersion: r.softwareVersion,
        diagnosisTime: new Date(r.diagnosisTime),
        summary: summaryValues(r),
        faultCodes: 'faultCodes' in r ? r.faultCodes : [],
        fileId: file.id,
        fileName: file.name,
        fileType: file.type,
        fileSize: file.size,
        terminalId: terminal.id,
        createdAt: new Date(ctx.clock.now()),
      })
      .returning();
    // attached in the row's transaction, so the files area's orphan cleanup keeps it
    await attachFiles(ctx, tx, {
      area: reportFileArea(r.kind),
      ownerId: String(created!.id),
      fileIds: [file.id],
      uploaderId: terminal.id,
      uploaderKind: 'device',
    });
    return created!;
  });
  return { id: row.id, kind: row.kind as TReportKind, sn: row.sn, customerAccount: row.customerAccount, createTime: row.createdAt.toISOString() };
}

// ------------------------------------------------------------------ the customer's own reports

export async function myReports(ctx: AppContext, customerId: number, kind: TReportKind | undefined): Promise<TMyReport[]> {
  const rows = await ctx.db
    .select()
    .from(reports)
    .where(and(eq(reports.customerId, customerId), kind ? eq(reports.kind, kind) : undefined))
    .orderBy(desc(reports.createdAt))
    .limit(50);
  return rows.map((r) => ({
    id: r.id,
    kind: r.kind as TReportKind,
    sn: r.sn,
    vin: r.vin,
    productModel: r.productModel,
    diagnosisTime: r.diagnosisTime.toISOString(),
    createTime: r.createdAt.toISOString(),
  }));
}
