import { envelope, SIGNED_IN, ZDownloadQuery, ZFileIdParam, ZStoredFile, ZTusOptionsQuery, ZTusUploadIdParam, ZUploadQuery } from '@diagops/contracts';
import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { contentDisposition, FILE_REPLY } from '../../platform/kit/files';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { RedisLocker } from './files.lock';
import * as svc from './files.service';
import { storageOf } from './files.storage';
import { fileUploads } from './files.tables';
import { createTus, parseMetadata, setCall } from './files.tus';

const tags = ['files'];

const cleanups = new WeakMap<AppContext, () => Promise<void>>();
/** The cleanup job's work, run now (tests move the clock and call it). */
export async function runFilesCleanup(ctx: AppContext): Promise<void> {
  await cleanups.get(ctx)?.();
}

/** Types a browser may show in the page (?inline=1); anything else is always a download. */
const INLINE = /^(image\/(png|jpeg|gif|webp|bmp)|application\/pdf|video\/(mp4|webm|ogg)|audio\/(mpeg|ogg|wav)|text\/plain)$/;

/** One `bytes=a-b` range (several ranges are answered with the whole file, as RFC 9110 allows). */
export function parseRange(header: string | undefined, size: number): { start: number; end: number } | 'whole' | 'unsatisfiable' {
  if (!header) return 'whole';
  const m = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!m || (m[1] === '' && m[2] === '')) return 'whole';
  if (m[1] === '') {
    const n = Number(m[2]);
    if (n === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - n), end: size - 1 };
  }
  const start = Number(m[1]);
  const end = m[2] === '' ? size - 1 : Math.min(Number(m[2]), size - 1);
  if (start >= size) return 'unsatisfiable';
  if (end < start) return 'whole';
  return { start, end };
}

/** /{svc}-user/ossFile/… (UPL-01): upload, download, info. */
export async function filesRoutes(app: App) {
  const { ctx } = app;
  const oss = (p: string) => ctx.svcPath('user', `/ossFile${p}`);
  // the size is counted by the files service against the area's limit; this only bounds the parser
  await app.register(multipart, { limits: { fileSize: Number.MAX_SAFE_INTEGER, files: 1, fields: 5, parts: 6 } });

  app.post(
    oss('/uploadFile'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Upload one file (multipart field "file") into an area; type judged by content',
        tags,
        querystring: ZUploadQuery,
        consumes: ['multipart/form-data'],
        response: { 200: envelope(ZStoredFile) },
      },
    },
    async (req) => {
      svc.requirePolicy(req.query.area);
      if (!req.isMultipart()) throw new AppError(1001, { errors: [{ field: 'file', message: 'multipart/form-data with a file is required' }] });
      const part = await req.file();
      if (part?.fieldname !== 'file') throw new AppError(1001, { errors: [{ field: 'file', message: 'required' }] });
      try {
        const file = await svc.uploadInto(ctx, req.auth!, req.query.area, part.filename, part.file);
        await writeOperationLog(ctx.db, req, {
          module: 'files',
          action: 'upload',
          targetId: file.id,
          after: { area: req.query.area, name: file.name, size: file.size, sha256: file.sha256 },
        });
        return ok(req, file);
      } finally {
        part.file.resume();
      }
    },
  );

  app.get(
    oss('/info/:id'),
    { config: { permission: SIGNED_IN }, schema: { summary: 'Get a stored file', tags, params: ZFileIdParam, response: { 200: envelope(ZStoredFile) } } },
    async (req) => ok(req, await svc.fileInfo(ctx, req.auth!, req.params.id)),
  );

  app.get(
    oss('/download/:id'),
    {
      config: { permission: SIGNED_IN, reply: FILE_REPLY },
      schema: { summary: 'Download a stored file (Range supported; inline=1 to preview)', tags, params: ZFileIdParam, querystring: ZDownloadQuery },
    },
    async (req, reply) => {
      const row = await svc.visibleFile(ctx, req.auth!, req.params.id);
      const range = parseRange(req.headers.range, row.size);
      if (range === 'unsatisfiable') {
        reply.header('content-range', `bytes */${row.size}`);
        throw new AppError(1042);
      }
      const inline = req.query.inline === '1' && INLINE.test(row.mime);
      const disposition = contentDisposition(row.name);
      reply
        .header('content-type', row.mime.startsWith('text/') ? `${row.mime}; charset=utf-8` : row.mime)
        .header('content-disposition', inline ? disposition.replace(/^attachment/, 'inline') : disposition)
        .header('accept-ranges', 'bytes')
        .header('etag', `"${row.sha256}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox")
        .header('cache-control', 'private, max-age=0');
      const storage = storageOf(ctx);
      if (range === 'whole') {
        reply.header('content-length', row.size);
        return reply.send(await storage.get(row.storageKey));
      }
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${row.size}`)
        .header('content-length', range.end - range.start + 1);
      return reply.send(await storage.get(row.storageKey, range));
    },
  );

  // ---------------------------------------------------------------- tus 1.0 (resumable uploads)
  const tusPath = oss('/tus');
  // with Redis, an upload's lock holds across instances (a resumed PATCH may reach another one)
  const locker = ctx.redis ? await RedisLocker.start(ctx.redis, `diagops:${ctx.config.SVC}:`) : undefined;
  const tus = createTus(ctx, tusPath, locker);
  app.addHook('onClose', async () => {
    tus.server.removeAllListeners();
    await locker?.stop();
  });
  const cleanup = async () => {
    await svc.removeOrphanFiles(ctx);
    await tus.removeStale();
  };
  cleanups.set(ctx, cleanup);
  // hourly on pg-boss: uploads never attached (a day; zips 30 days), unfinished resumable uploads (a day)
  app.addHook('onReady', async () => {
    await schedulePeriodic(ctx, 'files-cleanup', 3600, cleanup);
  });
  // tus bodies are streamed by the tus server, never parsed or buffered by Fastify
  app.addContentTypeParser('application/offset+octet-stream', (_req, _payload, done) => done(null));

  const handOver = async (req: FastifyRequest, reply: FastifyReply, extra: { area?: string; name?: string } = {}) => {
    setCall(req.raw, { auth: req.auth!, lang: requestLanguage(req), ...extra });
    reply.hijack();
    await tus.server.handle(req.raw, reply.raw);
  };
  /** The upload of this caller: 1002 unknown, 1000 another user's. */
  const ownUpload = async (req: FastifyRequest, uploadId: string) => {
    const [row] = await ctx.db.select().from(fileUploads).where(eq(fileUploads.id, uploadId));
    if (!row) throw new AppError(1002);
    if (row.uploaderId !== req.auth!.userId) throw new AppError(1000);
    return row;
  };

  // tus discovery, answered here (tus's own handler would add CORS headers and knows no area)
  app.options(
    tusPath,
    {
      config: { permission: SIGNED_IN, reply: { status: 204, description: 'Tus-Version, Tus-Extension and, with ?area, Tus-Max-Size' } },
      schema: { summary: "Ask what the resumable (tus 1.0) uploads support and an area's size limit (tus OPTIONS)", tags, querystring: ZTusOptionsQuery },
    },
    async (req, reply) => {
      const policy = req.query.area === undefined ? undefined : svc.requirePolicy(req.query.area);
      reply.code(204).header('tus-resumable', '1.0.0').header('tus-version', '1.0.0').header('tus-extension', tus.server.datastore.extensions.join(','));
      if (policy) reply.header('tus-max-size', String(policy.maxBytes));
      return reply.send();
    },
  );
  app.post(
    tusPath,
    {
      config: { permission: SIGNED_IN, reply: { status: 201, description: 'Created: the upload is at the Location header' } },
      schema: { summary: 'Start a resumable (tus 1.0) upload; metadata filename and area; Upload-Length within the area limit', tags },
    },
    async (req, reply) => {
      const meta = parseMetadata(req.headers['upload-metadata'] as string | undefined);
      const policy = svc.requirePolicy(meta.area ?? '');
      if (!req.auth!.permissions.has(policy.uploadPermission)) throw new AppError(1000);
      const length = Number(req.headers['upload-length']);
      if (req.headers['upload-length'] === undefined || !Number.isSafeInteger(length) || length < 0) {
        throw new AppError(1001, { errors: [{ field: 'Upload-Length', message: 'required' }] });
      }
      if (length > policy.maxBytes) throw svc.tooLarge(policy.maxBytes);
      await handOver(req, reply, { area: policy.area, name: svc.cleanFileName(meta.filename) });
    },
  );
  app.head(
    `${tusPath}/:uploadId`,
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Ask how many bytes of a resumable upload the server holds (tus HEAD)', tags, params: ZTusUploadIdParam },
    },
    async (req, reply) => {
      await ownUpload(req, req.params.uploadId);
      await handOver(req, reply);
    },
  );
  app.patch(
    `${tusPath}/:uploadId`,
    {
      config: { permission: SIGNED_IN, reply: { status: 204, description: 'Stored: Upload-Offset says how many bytes the server holds' } },
      schema: { summary: 'Send the next bytes of a resumable upload at Upload-Offset (tus PATCH)', tags, params: ZTusUploadIdParam },
    },
    async (req, reply) => {
      await ownUpload(req, req.params.uploadId);
      await handOver(req, reply);
    },
  );
  app.delete(
    `${tusPath}/:uploadId`,
    {
      config: { permission: SIGNED_IN, reply: { status: 204, description: 'Cancelled: the bytes are removed' } },
      schema: { summary: 'Cancel an unfinished resumable upload (tus termination)', tags, params: ZTusUploadIdParam },
    },
    async (req, reply) => {
      const row = await ownUpload(req, req.params.uploadId);
      if (row.fileId) throw new AppError(1017);
      await handOver(req, reply);
    },
  );
  app.get(
    `${tusPath}/:uploadId/file`,
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Get the stored file a finished resumable upload became', tags, params: ZTusUploadIdParam, response: { 200: envelope(ZStoredFile) } },
    },
    async (req) => {
      await ownUpload(req, req.params.uploadId);
      return ok(req, await tus.finalize(req.params.uploadId));
    },
  );
}
