import ExcelJS from 'exceljs';
import type { TestApp } from './helpers';

/** A multipart/form-data body with one file field. */
export function multipartFile(content: Buffer, filename = 'upload.xlsx', field = 'file') {
  const boundary = `----diagops${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/vnd.openxmlformats-officedocument.spreadsheetml.sheet\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Polls GET /{svc}-<service>/job/{id} until the job ends. */
export async function waitForJob(t: TestApp, service: string, jobId: string, headers: Record<string, string>, timeoutMs = 30_000) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await t.app.inject({ method: 'GET', url: t.ctx.svcPath(service, `/job/${jobId}`), headers });
    const job = res.json().data;
    if (job && (job.status === 'completed' || job.status === 'failed')) return job;
    if (Date.now() > until) throw new Error(`job ${jobId} did not finish: ${res.body}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The rows of the first sheet of an xlsx, as arrays of cell text. */
export async function readSheet(buf: Buffer | ArrayBuffer): Promise<string[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(buf as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  const rows: string[][] = [];
  ws.eachRow((row) => {
    const values = Array.from(row.values as unknown[]).slice(1);
    rows.push(
      values.map((v) => (v === null || v === undefined ? '' : typeof v === 'object' && v && 'text' in v ? String((v as { text: unknown }).text) : String(v))),
    );
  });
  return rows;
}

/** Fills a downloaded template's first sheet with rows (arrays in column order) and returns the file. */
export async function fillTemplate(template: Buffer, rows: Array<Array<string | number>>, edit?: (wb: ExcelJS.Workbook) => void): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(template as unknown as ArrayBuffer);
  const ws = wb.worksheets[0]!;
  for (const r of rows) ws.addRow(r);
  edit?.(wb);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** A multipart/form-data body of several parts: fields (no filename) and files. */
export function multipartParts(parts: Array<{ name: string; content: Buffer | string; filename?: string; type?: string }>) {
  const boundary = `----diagops${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  for (const p of parts) {
    const file = p.filename === undefined ? '' : `; filename="${p.filename}"\r\nContent-Type: ${p.type ?? 'application/octet-stream'}`;
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${p.name}"${file}\r\n\r\n`), Buffer.from(p.content), Buffer.from('\r\n'));
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}
