import crypto from 'node:crypto';
import fs from 'node:fs';
import type { IncomingMessage } from 'node:http';
import path from 'node:path';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { ERROR_CATALOGUE, type Language, type StoredFile } from '@diagops/contracts';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import { DataStore, ERRORS, type Locker, type Upload } from '@tus/utils';
import { and, eq, isNull, lt } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { S3Storage, S3TusBackend } from './files.s3';
import { cleanFileName, HEAD_BYTES, judgeType, newStorageKey, requirePolicy, tooLarge, toStoredFile } from './files.service';
import { type DiskStorage, storageOf } from './files.storage';
import { files, fileUploads } from './files.tables';

/**
 * Where unfinished resumable uploads live and how a finished one becomes a stored file.
 * Disk: @tus/file-store under DATA_DIR/files/tus; S3: @tus/s3-store (files.s3.ts).
 */
export interface TusBackend {
  datastore: DataStore;
  /** the first n bytes of an upload's received data */
  readHead(uploadId: string, n: number): Promise<Buffer>;
  /** all received bytes of an upload */
  read(uploadId: string): Promise<Readable>;
  /** moves a finished upload into the file storage under key (a rename, or a copy inside the store) */
  moveInto(uploadId: string, key: string): Promise<void>;
  /** removes an upload and its metadata */
  remove(uploadId: string): Promise<void>;
}

/**
 * FileStore makes its folder with an asynchronous mkdir from its constructor whose failure is
 * thrown from a callback (an uncaught exception when an app is closed and its data folder
 * removed right away, as tests do). The folder is made synchronously before instead.
 */
class QuietFileStore extends FileStore {
  /**
   * FileStore's own write uses a 16 KB write buffer, so the request is paused after every
   * socket chunk until the disk write returns: 300 MB took ~2 s on loopback, half of it idle.
   * With a few MB of buffer the socket is read while the disk writes (~0.8 s, bench/upload);
   * memory stays bounded by that buffer per upload.
   */
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    if (!/^[A-Za-z0-9_-]+$/.test(id)) throw ERRORS.FILE_NOT_FOUND;
    const out = fs.createWriteStream(path.join(this.directory, id), { flags: 'r+', start: offset, highWaterMark: WRITE_BUFFER });
    try {
      await pipeline(readable, out);
    } catch {
      throw ERRORS.FILE_WRITE_ERROR;
    }
    return offset + out.bytesWritten;
  }
}
(QuietFileStore.prototype as unknown as { checkOrCreateDirectory(): void }).checkOrCreateDirectory = () => {};
const WRITE_BUFFER = 4 * 1024 * 1024;

export class DiskTusBackend implements TusBackend {
  readonly datastore: FileStore;
  constructor(
    readonly dir: string,
    private readonly storage: DiskStorage,
  ) {
    fs.mkdirSync(dir, { recursive: true });
    this.datastore = new QuietFileStore({ directory: dir });
  }
  private abs(id: string) {
    if (!/^[A-Za-z0-9_-]+$/.test(id)) throw new AppError(1002);
    return path.join(this.dir, id);
  }
  async readHead(id: string, n: number) {
    const fh = await fs.promises.open(this.abs(id), 'r');
    try {
      const buf = Buffer.alloc(n);
      const { bytesRead } = await fh.read(buf, 0, n, 0);
      return buf.subarray(0, bytesRead);
    } finally {
      await fh.close();
    }
  }
  async read(id: string) {
    return fs.createReadStream(this.abs(id));
  }
  async moveInto(id: string, key: string) {
    await this.storage.adopt(key, this.abs(id));
    await fs.promises.rm(`${this.abs(id)}.json`, { force: true });
  }
  async remove(id: string) {
    await fs.promises.rm(this.abs(id), { force: true });
    await fs.promises.rm(`${this.abs(id)}.json`, { force: true });
  }
}

function makeBackend(ctx: AppContext): TusBackend {
  const storage = storageOf(ctx);
  if (storage instanceof S3Storage) return new S3TusBackend(storage);
  return new DiskTusBackend(path.join(ctx.config.filesDir, 'tus'), storage as DiskStorage);
}

/** The caller of a tus request, set by the Fastify route before handing the raw request over. */
type Call = { auth: AuthUser; lang: Language; area?: string; name?: string };
const calls = new WeakMap<IncomingMessage, Call>();
export function setCall(req: IncomingMessage, call: Call) {
  calls.set(req, call);
}
function callOf(req: { runtime?: { node?: { req: IncomingMessage } } }): Call | undefined {
  const raw = req.runtime?.node?.req;
  return raw ? calls.get(raw) : undefined;
}

/** Upload-Metadata: `key base64,key base64` (tus 1.0). */
export function parseMetadata(header: string | undefined): Record<string, string> {
  const out: Record<string, string> = {};
  if (!header) return out;
  for (const pair of header.split(',')) {
    const [k, v] = pair.trim().split(' ');
    if (!k) continue;
    out[k] = v ? Buffer.from(v, 'base64').toString('utf8') : '';
  }
  return out;
}

/**
 * Judges the type on the first bytes of the first write (offset 0) and refuses early (1040);
 * everything else goes to the backend's store as it is.
 */
export class CheckedStore extends DataStore {
  constructor(
    private readonly inner: DataStore,
    private readonly onRefused: (id: string) => Promise<void>,
    private readonly hashes: Map<string, { hash: crypto.Hash; upTo: number }>,
  ) {
    super();
    this.extensions = inner.extensions.filter((e) => e !== 'creation-defer-length' && e !== 'concatenation');
  }
  override create(file: Upload) {
    return this.inner.create(file);
  }
  override remove(id: string) {
    return this.inner.remove(id);
  }
  override getUpload(id: string) {
    return this.inner.getUpload(id);
  }
  override declareUploadLength(id: string, n: number) {
    return this.inner.declareUploadLength(id, n);
  }
  override deleteExpired() {
    return this.inner.deleteExpired();
  }
  override getExpiration() {
    return this.inner.getExpiration();
  }
  override async write(readable: Readable, id: string, offset: number): Promise<number> {
    // the SHA-256 follows the bytes while this process sees them all in order; otherwise it is read back at the end
    const h = offset === 0 ? { hash: crypto.createHash('sha256'), upTo: 0 } : this.hashes.get(id);
    const usable = !!h && h.upTo === offset;
    if (usable) this.hashes.set(id, h!);
    else this.hashes.delete(id);
    let seen = 0;
    const tap = new Transform({
      transform(c: Buffer, _e, cb) {
        seen += c.length;
        if (usable) h!.hash.update(c);
        cb(null, c);
      },
    });
    try {
      const n = await this.writeChecked(readable, id, offset, tap);
      if (usable && n === offset + seen) h!.upTo = n;
      else this.hashes.delete(id);
      return n;
    } catch (err) {
      this.hashes.delete(id);
      throw err;
    }
  }

  private async writeChecked(readable: Readable, id: string, offset: number, tap: Transform): Promise<number> {
    const forward = (err: Error) => tap.destroy(err);
    readable.on('error', forward);
    if (offset > 0) return this.inner.write(readable.pipe(tap), id, offset);
    const upload = await this.inner.getUpload(id);
    const policy = requirePolicy(upload.metadata?.area ?? '');
    const head = await readUpTo(readable, HEAD_BYTES);
    try {
      await judgeType(head.bytes, cleanFileName(upload.metadata?.filename), policy.types);
    } catch (err) {
      // tap is never read now: an error forwarded to it (tus destroys the request stream with
      // this refusal) would be an 'error' event nobody listens to, which crashes the process
      readable.off('error', forward);
      readable.resume();
      await this.onRefused(id).catch(() => {});
      throw err;
    }
    tap.write(head.bytes);
    if (head.ended) tap.end();
    else readable.pipe(tap);
    return this.inner.write(tap, id, offset);
  }
}

/** Reads the first n bytes of a stream (fewer when it ends), leaving the rest unread. */
function readUpTo(stream: Readable, n: number): Promise<{ bytes: Buffer; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let length = 0;
    const done = (ended: boolean) => {
      stream.off('data', onData);
      stream.off('end', onEnd);
      stream.off('error', onError);
      stream.pause();
      const all = Buffer.concat(chunks);
      if (!ended && all.length > n) stream.unshift(all.subarray(n));
      resolve({ bytes: ended ? all : all.subarray(0, n), ended: ended || false });
    };
    const onData = (c: Buffer) => {
      chunks.push(c);
      length += c.length;
      if (length >= n) done(false);
    };
    const onEnd = () => done(true);
    const onError = (e: Error) => reject(e);
    stream.on('data', onData);
    stream.once('end', onEnd);
    stream.once('error', onError);
  });
}

export type Tus = { server: Server; backend: TusBackend; finalize(uploadId: string): Promise<StoredFile>; removeStale(): Promise<number> };

/** The tus 1.0 server (creation, creation-with-upload, termination) at `path`. */
export function createTus(ctx: AppContext, tusPath: string, locker?: Locker): Tus {
  const backend = makeBackend(ctx);
  /** SHA-256 so far of uploads whose every byte this process has seen, in order */
  const hashes = new Map<string, { hash: crypto.Hash; upTo: number }>();

  /** A finished upload becomes a files row (moved, not copied); safe to call twice. */
  async function finalize(uploadId: string): Promise<StoredFile> {
    return ctx.db.transaction(async (tx) => {
      const [row] = await tx.select().from(fileUploads).where(eq(fileUploads.id, uploadId)).for('update');
      if (!row) throw new AppError(1002);
      if (row.fileId) {
        const [f] = await tx.select().from(files).where(eq(files.id, row.fileId));
        if (f) return toStoredFile(ctx, f);
      }
      const upload = await backend.datastore.getUpload(uploadId).catch(() => null);
      if (!upload) throw new AppError(1002);
      if (upload.size === undefined || upload.offset !== upload.size) throw new AppError(1017);
      const policy = requirePolicy(row.area);
      if (upload.size > policy.maxBytes) throw tooLarge(policy.maxBytes);
      let type: { ext: string; mime: string };
      try {
        type = await judgeType(await backend.readHead(uploadId, HEAD_BYTES), row.name, policy.types);
      } catch (err) {
        await backend.remove(uploadId);
        await tx.delete(fileUploads).where(eq(fileUploads.id, uploadId));
        throw err;
      }
      const seen = hashes.get(uploadId);
      hashes.delete(uploadId);
      let sha256: string;
      if (seen && seen.upTo === upload.size) sha256 = seen.hash.digest('hex');
      else {
        const hash = crypto.createHash('sha256');
        for await (const chunk of await backend.read(uploadId)) hash.update(chunk as Buffer);
        sha256 = hash.digest('hex');
      }
      const id = crypto.randomUUID();
      const key = newStorageKey(ctx, row.area, id);
      await backend.moveInto(uploadId, key);
      const [f] = await tx
        .insert(files)
        .values({
          id,
          area: row.area,
          name: row.name,
          storageKey: key,
          size: upload.size,
          ext: type.ext,
          mime: type.mime,
          sha256,
          uploaderKind: 'staff',
          uploaderId: row.uploaderId,
          createdAt: new Date(ctx.clock.now()),
        })
        .returning();
      await tx.update(fileUploads).set({ fileId: id }).where(eq(fileUploads.id, uploadId));
      return toStoredFile(ctx, f!);
    });
  }

  const server = new Server({
    path: tusPath,
    // a refused upload is gone: its bytes and its row (a later HEAD answers 1002)
    datastore: new CheckedStore(
      backend.datastore,
      async (id) => {
        await backend.remove(id);
        await ctx.db.delete(fileUploads).where(eq(fileUploads.id, id));
      },
      hashes,
    ),
    ...(locker ? { locker } : {}),
    relativeLocation: true,
    disableTerminationForFinishedUploads: true,
    exposedHeaders: ['X-File-Id'],
    namingFunction: () => crypto.randomUUID().replace(/-/g, ''),
    async onUploadCreate(req, upload) {
      const call = callOf(req as never);
      if (!call?.area || !call.name) throw new AppError(1001);
      await ctx.db.insert(fileUploads).values({
        id: upload.id,
        area: call.area,
        name: call.name,
        uploaderId: call.auth.userId,
        length: upload.size ?? null,
        createdAt: new Date(ctx.clock.now()),
      });
      return { metadata: { ...upload.metadata, area: call.area, filename: call.name } };
    },
    async onUploadFinish(_req, upload) {
      const file = await finalize(upload.id);
      return { headers: { 'X-File-Id': file.id } };
    },
    onResponseError(req, err) {
      if (!(err instanceof AppError)) return undefined;
      const lang = callOf(req as never)?.lang ?? 'zh-CN';
      return { status_code: err.status, body: JSON.stringify({ code: err.code, msg: ERROR_CATALOGUE[err.code][lang], data: err.data }) };
    },
  });
  /** Unfinished uploads older than a day go, bytes and row. */
  async function removeStale(): Promise<number> {
    const rows = await ctx.db
      .select({ id: fileUploads.id })
      .from(fileUploads)
      .where(and(isNull(fileUploads.fileId), lt(fileUploads.createdAt, new Date(ctx.clock.now() - 24 * 3600 * 1000))));
    for (const r of rows) {
      hashes.delete(r.id);
      await backend.remove(r.id).catch(() => {});
      await ctx.db.delete(fileUploads).where(eq(fileUploads.id, r.id));
    }
    return rows.length;
  }
  return { server, backend, finalize, removeStale };
}
