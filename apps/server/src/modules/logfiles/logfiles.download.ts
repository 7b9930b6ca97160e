import type { FastifyReply } from 'fastify';
import yazl from 'yazl';
import type { AppContext } from '../../platform/context';
import { AppError, found } from '../../platform/http/errors';
import { contentDisposition } from '../../platform/kit/files';
import { openStoredFile } from '../files';
import { logFilesByIds } from './logfiles.repository';
import { checkBatch } from './logfiles.service';

const RESERVED = new Set([...'/\\:*?"<>|']);

/** A name safe inside a zip on every system: no folders, no control or reserved characters. */
export function entryName(id: number, sn: string, fileName: string): string {
  const clean = (s: string) =>
    [...s]
      .map((c) => (c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f || RESERVED.has(c) ? '_' : c))
      .join('')
      .replace(/^\.+/, '_')
      .slice(0, 180);
  return `${clean(sn)}/${id}-${clean(fileName) || 'log'}`;
}

/**
 * Names that are already compressed are stored as they are (deflating them again costs CPU for
 * nothing); text is deflated at level 1 — logs shrink nearly as much as at 6, several times faster.
 */
const COMPRESSED = /\.(zip|gz|tgz|7z|rar|xz|bz2|zst)$/i;

function stamp(ms: number): string {
  return new Date(ms).toISOString().replace(/[-:T]/g, '').slice(0, 14);
}

/** One log file, streamed from the files area under its own name. */
export async function sendLogFile(ctx: AppContext, reply: FastifyReply, id: number) {
  const [row] = await logFilesByIds(ctx.db, [id]);
  const { file, stream } = await openStoredFile(ctx, found(row).fileId);
  reply.header('content-type', file.type || 'application/octet-stream');
  reply.header('content-length', String(file.size));
  reply.header('content-disposition', contentDisposition(row!.fileName));
  reply.header('cache-control', 'no-store');
  return reply.send(await stream());
}

/**
 * LOG-01 batch download: at most 100 files (61011), all of them known (1002), streamed as one
 * zip straight into the reply — each file is opened only when the zip reaches it, so the
 * server holds one file's read buffer at a time, never the archive.
 */
export async function sendLogZip(ctx: AppContext, reply: FastifyReply, ids: number[]) {
  const wanted = checkBatch(ids);
  const rows = await logFilesByIds(ctx.db, wanted);
  if (rows.length !== wanted.length) throw new AppError(1002);
  const opened = await Promise.all(rows.map(async (r) => ({ row: r, ...(await openStoredFile(ctx, r.fileId)) })));
  const zip = new yazl.ZipFile();
  for (const { row, file, stream } of opened) {
    zip.addReadStreamLazy(
      entryName(row.id, row.sn, row.fileName),
      { size: file.size, mtime: row.uploadedAt, compressionLevel: COMPRESSED.test(row.fileName) ? 0 : 1 },
      (cb) => {
        stream().then(
          (s) => cb(null, s),
          (err) => cb(err, undefined as never),
        );
      },
    );
  }
  zip.on('error', (err: Error) => {
    reply.log.error({ err }, 'log zip failed part way');
    reply.raw.destroy(err);
  });
  zip.end();
  reply.header('content-type', 'application/zip');
  reply.header('content-disposition', contentDisposition(`logs-${stamp(ctx.clock.now())}.zip`));
  reply.header('cache-control', 'no-store');
  return reply.send(zip.outputStream);
}
