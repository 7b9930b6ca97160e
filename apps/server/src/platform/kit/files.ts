import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { AppContext } from '../context';
import { AppError } from '../http/errors';

/** Files of the kit (uploads, exports, failure files) live under DATA_DIR/files/<folder>/. */
export function newFile(ctx: AppContext, folder: string, ext: string): { rel: string; abs: string } {
  const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
  const rel = path.posix.join(folder, day, `${crypto.randomUUID()}.${ext}`);
  const abs = path.join(ctx.config.filesDir, rel);
  fs.mkdirSync(path.dirname(abs), { recursive: true });
  return { rel, abs };
}

/** The absolute path of a stored file; refuses anything outside the files folder. */
export function filePath(ctx: AppContext, rel: string): string {
  const root = path.resolve(ctx.config.filesDir);
  const abs = path.resolve(root, rel);
  if (!abs.startsWith(root + path.sep)) throw new AppError(1002);
  return abs;
}

export function removeFile(abs: string | null | undefined) {
  if (abs) fs.rmSync(abs, { force: true });
}

/** Where the rows read from an uploaded import file are kept beside it (read once on upload, not again by the dry run and its commit). */
export const parsedRowsPath = (abs: string) => `${abs}.rows.json`;

/** Removes a job's input file and what was derived from it. */
export function removeInput(abs: string) {
  removeFile(abs);
  removeFile(parsedRowsPath(abs));
}

/**
 * A write that touches a file and a row does both or neither: the file is written first,
 * then the row; if the row fails, the file (and what was derived from it) is removed.
 */
export async function fileThenRow<T>(abs: string, writeFile: () => Promise<void>, writeRow: () => Promise<T>): Promise<T> {
  try {
    await writeFile();
    return await writeRow();
  } catch (err) {
    removeInput(abs);
    throw err;
  }
}

/** content-disposition with an ASCII fallback and the RFC 5987 filename* for any language. */
export function contentDisposition(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)}`;
}

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** The documented reply of an export: the workbook, or with `X-Async-Job: 1` the started job's id. */
export const EXPORT_REPLY = {
  file: XLSX_TYPE,
  orJob: true,
  description: 'The workbook (xlsx); with X-Async-Job: 1, the started job: { code: 2000, data: { jobId } }',
} as const;
/** The documented reply of a workbook download (an import template, an import's failed rows). */
export const XLSX_REPLY = { file: XLSX_TYPE, description: 'The workbook (xlsx)' } as const;
/** The documented reply of a stored file's download. */
export const FILE_REPLY = { file: 'application/octet-stream', description: 'The file (its own media type; Range answers 206)' } as const;
