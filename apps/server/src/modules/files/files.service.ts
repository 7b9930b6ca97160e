import crypto from 'node:crypto';
import path from 'node:path';
import { type Readable, Transform, type TransformCallback } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { FILE_NAME_MAX, type StoredFile } from '@diagops/contracts';
import { and, asc, eq, inArray, isNull, lt, ne, notInArray, or } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppContext } from '../../platform/context';
import type { DbOrTx, Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { storageOf } from './files.storage';
import { files } from './files.tables';

export type { StoredFile };

/** What an area accepts, declared once at start (declareFileArea). */
export type FileAreaPolicy = {
  area: string;
  /** allowed extensions, judged by content: png, jpg, pdf, mp4, zip, docx, txt… ('*' = anything) */
  types: string[];
  maxBytes: number;
  maxTotalBytes?: number;
  uploadPermission: string;
  viewPermission: string;
};

const policies = new Map<string, FileAreaPolicy>();

export function declareFileArea(policy: FileAreaPolicy): void {
  policies.set(policy.area, { ...policy, types: policy.types.map((t) => t.toLowerCase().replace(/^\./, '')) });
}
export function fileAreaPolicy(area: string): FileAreaPolicy | undefined {
  return policies.get(area);
}
/** The policy of an area, or 1001 naming `area` when none was declared. */
export function requirePolicy(area: string): FileAreaPolicy {
  const p = policies.get(area);
  if (!p) throw new AppError(1001, { errors: [{ field: 'area', message: 'unknown upload area' }] });
  return p;
}

export const mb = (bytes: number) => Math.floor(bytes / (1024 * 1024));
export const tooLarge = (maxBytes: number) => new AppError(1041, { maxMb: mb(maxBytes) });

// ---------------------------------------------------------------- names and types

/** The name shown to people: the last path segment, no control or direction characters, at most FILE_NAME_MAX. */
export function cleanFileName(raw: string | undefined | null): string {
  let name = String(raw ?? '')
    .normalize('NFC')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is removed
    .replace(/[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g, '');
  name = name.split(/[/\\]/).pop() ?? '';
  name = name
    .replace(/[<>:"|?*]/g, '_')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (!name) name = 'file';
  if (name.length > FILE_NAME_MAX) {
    const ext = path.extname(name).slice(0, 17);
    name = name.slice(0, FILE_NAME_MAX - ext.length) + ext;
  }
  return name;
}

const extOf = (name: string) => path.extname(name).slice(1).toLowerCase();

/** Extensions a detected type also stands for. */
const ALIASES: Record<string, string[]> = {
  jpg: ['jpeg', 'jpe'],
  cfb: ['doc', 'xls', 'ppt', 'msi'],
  zip: ['docx', 'xlsx', 'pptx', 'apk', 'jar'],
  tif: ['tiff'],
  rm: ['rmvb'],
  mpg: ['mpeg'],
  asf: ['wmv'],
};
const TEXT_TYPES: Record<string, string> = {
  txt: 'text/plain',
  log: 'text/plain',
  csv: 'text/csv',
  json: 'application/json',
  xml: 'application/xml',
  md: 'text/markdown',
};
const MIME_OF_ALIAS: Record<string, string> = {
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  doc: 'application/msword',
  xls: 'application/vnd.ms-excel',
  ppt: 'application/vnd.ms-powerpoint',
  apk: 'application/vnd.android.package-archive',
};
/** How many leading bytes the type is judged on. */
export const HEAD_BYTES = 4100;

function looksLikeText(head: Buffer): boolean {
  if (head.includes(0)) return false;
  const s = head.toString('utf8');
  // a cut multibyte character at the end is fine; other replacement characters mean binary
  const bad = (s.match(/\uFFFD/g) ?? []).length;
  return bad <= 1;
}

/**
 * Judges the type from the first bytes (magic numbers via file-type), not the name: an
 * executable renamed .png is refused (1040). A type that has no magic number (plain text)
 * is accepted only when the bytes look like text and the name's extension is allowed.
 */
export async function judgeType(head: Buffer, name: string, allowed: string[] | null): Promise<{ ext: string; mime: string }> {
  const any = !allowed || allowed.includes('*');
  const nameExt = extOf(name);
  const detected = head.length > 0 ? await fileTypeFromBuffer(head) : undefined;
  if (detected) {
    const candidates = [detected.ext as string, ...(ALIASES[detected.ext] ?? [])];
    if (candidates.includes(nameExt) && (any || allowed.includes(nameExt))) return { ext: nameExt, mime: MIME_OF_ALIAS[nameExt] ?? detected.mime };
    const ok = candidates.find((c) => any || allowed.includes(c));
    if (ok) return { ext: ok === detected.ext ? detected.ext : ok, mime: MIME_OF_ALIAS[ok] ?? detected.mime };
    throw new AppError(1040);
  }
  if (looksLikeText(head) && TEXT_TYPES[nameExt] && (any || allowed.includes(nameExt))) return { ext: nameExt, mime: TEXT_TYPES[nameExt]! };
  if (any) return { ext: 'bin', mime: 'application/octet-stream' };
  throw new AppError(1040);
}

/**
 * A pass-through that judges the type on the first HEAD_BYTES, counts bytes (refusing as soon
 * as maxBytes is passed, 1041) and computes the SHA-256 while the bytes flow to the storage.
 */
export class Inspector extends Transform {
  size = 0;
  type: { ext: string; mime: string } | null = null;
  private readonly hash = crypto.createHash('sha256');
  private head: Buffer[] = [];
  private headLength = 0;
  constructor(
    private readonly name: string,
    private readonly allowed: string[] | null,
    private readonly maxBytes: number,
  ) {
    super();
  }
  get sha256() {
    return this.digest ?? '';
  }
  private digest: string | null = null;
  private async judged(): Promise<void> {
    const head = Buffer.concat(this.head);
    this.type = await judgeType(head, this.name, this.allowed);
    this.push(head);
    this.head = [];
  }
  override _transform(chunk: Buffer, _enc: BufferEncoding, cb: TransformCallback) {
    this.size += chunk.length;
    if (this.size > this.maxBytes) return cb(tooLarge(this.maxBytes));
    this.hash.update(chunk);
    if (this.type) return cb(null, chunk);
    this.head.push(chunk);
    this.headLength += chunk.length;
    if (this.headLength < HEAD_BYTES) return cb();
    this.judged().then(() => cb(), cb);
  }
  override _flush(cb: TransformCallback) {
    this.digest = this.hash.digest('hex');
    if (this.type) return cb();
    this.judged().then(() => cb(), cb);
  }
}

// ---------------------------------------------------------------- rows

type FileRow = typeof files.$inferSelect;

export function toStoredFile(ctx: AppContext, r: FileRow): StoredFile {
  return {
    id: r.id,
    name: r.name,
    size: r.size,
    type: r.mime,
    sha256: r.sha256,
    url: ctx.svcPath('user', `/ossFile/download/${r.id}`),
    createdAt: r.createdAt.toISOString(),
  };
}

export type Uploader = { kind: 'staff' | 'customer' | 'device'; id: number };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function newStorageKey(ctx: AppContext, area: string, id: string) {
  const day = new Date(ctx.clock.now()).toISOString().slice(0, 10);
  return `${area.toLowerCase()}/${day}/${id}`;
}

/**
 * Streams body into the storage through the inspector and records the row; a refused or
 * failed upload leaves neither bytes nor row behind.
 */
export async function receiveFile(
  ctx: AppContext,
  a: { area: string; name: string; body: Readable; uploader: Uploader; allowed: string[] | null; maxBytes: number },
  db: DbOrTx = ctx.db,
): Promise<StoredFile> {
  return (await receiveFileInto(ctx, db, a)).file;
}

/** receiveFile with the row written in `db` (a caller's transaction), and the key of the stored bytes. */
async function receiveFileInto(
  ctx: AppContext,
  db: DbOrTx,
  a: { area: string; name: string; body: Readable; uploader: Uploader; allowed: string[] | null; maxBytes: number },
): Promise<{ file: StoredFile; key: string }> {
  const id = crypto.randomUUID();
  const key = newStorageKey(ctx, a.area, id);
  const name = cleanFileName(a.name);
  const inspector = new Inspector(name, a.allowed, a.maxBytes);
  // errors travel both ways (a dropped request ends the write; a refusal stops the request)
  pipeline(a.body, inspector).catch(() => {});
  const storage = storageOf(ctx);
  await storage.put(key, inspector);
  try {
    const [row] = await db
      .insert(files)
      .values({
        id,
        area: a.area,
        name,
        storageKey: key,
        size: inspector.size,
        ext: inspector.type!.ext,
        mime: inspector.type!.mime,
        sha256: inspector.sha256,
        uploaderKind: a.uploader.kind,
        uploaderId: a.uploader.id,
        createdAt: new Date(ctx.clock.now()),
      })
      .returning();
    return { file: toStoredFile(ctx, row!), key };
  } catch (err) {
    await storage.remove(key);
    throw err;
  }
}

/** The multipart upload (uploadFile) of a staff user into an area. */
export async function uploadInto(ctx: AppContext, auth: AuthUser, area: string, name: string, body: Readable): Promise<StoredFile> {
  const policy = requirePolicy(area);
  if (!auth.permissions.has(policy.uploadPermission)) throw new AppError(1000);
  return receiveFile(ctx, { area, name, body, uploader: { kind: 'staff', id: auth.userId }, allowed: policy.types, maxBytes: policy.maxBytes });
}

/**
 * Store bytes the server itself produces or receives outside an upload (device log ingestion,
 * an area's own upload route). `types` and `maxBytes` narrow the area's policy for this call
 * (a message's guide image: PNG or JPEG within its channel's configured limit); past it, 1041.
 */
type StoreRequest = { area: string; name: string; body: NodeJS.ReadableStream; uploader: Uploader; types?: readonly string[]; maxBytes?: number };
const checkedBy = (a: StoreRequest) => {
  const policy = policies.get(a.area);
  return {
    area: a.area,
    name: a.name,
    body: a.body as Readable,
    uploader: a.uploader,
    allowed: a.types ? [...a.types] : (policy?.types ?? null),
    maxBytes: Math.min(a.maxBytes ?? Number.MAX_SAFE_INTEGER, policy?.maxBytes ?? Number.MAX_SAFE_INTEGER),
  };
};

/**
 * Store bytes the server itself produces or receives outside an upload (device log ingestion,
 * an area's own upload route). `types` and `maxBytes` narrow the area's policy for this call
 * (a message's guide image: PNG or JPEG within its channel's configured limit); past it, 1041.
 */
export async function storeFile(ctx: AppContext, a: StoreRequest): Promise<StoredFile> {
  return receiveFile(ctx, checkedBy(a));
}

/**
 * storeFile for a transaction that is rolled back at the end (an import's dry run): the row is written
 * in `tx`, checked as any other; `discard` removes the bytes once the transaction is over.
 */
export async function storeTrialFile(ctx: AppContext, tx: DbOrTx, a: StoreRequest): Promise<{ file: StoredFile; discard: () => Promise<void> }> {
  const { file, key } = await receiveFileInto(ctx, tx, checkedBy(a));
  return { file, discard: () => storageOf(ctx).remove(key) };
}

export async function fileRow(db: DbOrTx, id: string): Promise<FileRow | undefined> {
  if (!UUID.test(id)) return undefined;
  const [row] = await db.select().from(files).where(eq(files.id, id));
  return row;
}

/** May this caller see the file? The uploader (staff), or whoever holds the area's viewPermission. */
export function canView(auth: AuthUser, row: FileRow): boolean {
  if (row.uploaderKind === 'staff' && row.uploaderId === auth.userId) return true;
  const policy = policies.get(row.area);
  return !!policy && auth.permissions.has(policy.viewPermission);
}

/** The file a caller asks for: 1002 when missing, 1000 when they may not see it. */
export async function visibleFile(ctx: AppContext, auth: AuthUser, id: string): Promise<FileRow> {
  const row = await fileRow(ctx.db, id);
  if (!row) throw new AppError(1002);
  if (!canView(auth, row)) throw new AppError(1000);
  return row;
}

export async function fileInfo(ctx: AppContext, auth: AuthUser, id: string): Promise<StoredFile> {
  return toStoredFile(ctx, await visibleFile(ctx, auth, id));
}

export async function openStoredFile(ctx: AppContext, id: string): Promise<{ file: StoredFile; stream: () => Promise<NodeJS.ReadableStream> }> {
  const row = await fileRow(ctx.db, id);
  if (!row) throw new AppError(1002);
  return { file: toStoredFile(ctx, row), stream: () => storageOf(ctx).get(row.storageKey) };
}

// ---------------------------------------------------------------- owners

/**
 * Within the caller's transaction: marks uploaded files as belonging to a record. Refuses (1002)
 * unknown ids, files of another area, files uploaded by someone else (unless already attached to
 * this owner); 1041 when the owner's files together pass the area's maxTotalBytes.
 */
export async function attachFiles(
  ctx: AppContext,
  tx: Tx,
  a: { area: string; ownerId: string; fileIds: string[]; uploaderId: number; uploaderKind?: Uploader['kind'] },
): Promise<StoredFile[]> {
  const kind = a.uploaderKind ?? 'staff';
  const ids = [...new Set(a.fileIds)];
  if (ids.length === 0) return filesOfDb(ctx, tx, a.area, a.ownerId);
  if (ids.some((id) => !UUID.test(id))) throw new AppError(1002);
  const rows = await tx.select().from(files).where(inArray(files.id, ids)).for('update');
  if (rows.length !== ids.length) throw new AppError(1002);
  for (const r of rows) {
    if (r.area !== a.area) throw new AppError(1002);
    if (r.ownerId === a.ownerId) continue;
    if (r.ownerId !== null || r.uploaderKind !== kind || r.uploaderId !== a.uploaderId) throw new AppError(1002);
  }
  const policy = policies.get(a.area);
  if (policy?.maxTotalBytes) {
    const current = await tx
      .select({ id: files.id, size: files.size })
      .from(files)
      .where(and(eq(files.area, a.area), eq(files.ownerId, a.ownerId)));
    const all = new Map(current.map((r) => [r.id, r.size]));
    for (const r of rows) all.set(r.id, r.size);
    const total = [...all.values()].reduce((s, n) => s + n, 0);
    if (total > policy.maxTotalBytes) throw tooLarge(policy.maxTotalBytes);
  }
  await tx
    .update(files)
    .set({ ownerId: a.ownerId, attachedAt: new Date(ctx.clock.now()) })
    .where(and(inArray(files.id, ids), isNull(files.ownerId)));
  return filesOfDb(ctx, tx, a.area, a.ownerId);
}

/** Detaches every file of the owner not in keep; they become orphans the cleanup removes. */
export async function detachFiles(_ctx: AppContext, tx: Tx, a: { area: string; ownerId: string; keep?: string[] }): Promise<void> {
  const keep = (a.keep ?? []).filter((id) => UUID.test(id));
  await tx
    .update(files)
    .set({ ownerId: null, attachedAt: null })
    .where(and(eq(files.area, a.area), eq(files.ownerId, a.ownerId), ...(keep.length ? [notInArray(files.id, keep)] : [])));
}

async function filesOfDb(ctx: AppContext, db: DbOrTx, area: string, ownerId: string): Promise<StoredFile[]> {
  const rows = await db
    .select()
    .from(files)
    .where(and(eq(files.area, area), eq(files.ownerId, ownerId)))
    .orderBy(asc(files.seq));
  return rows.map((r) => toStoredFile(ctx, r));
}

export function filesOf(ctx: AppContext, area: string, ownerId: string): Promise<StoredFile[]> {
  return filesOfDb(ctx, ctx.db, area, ownerId);
}

// ---------------------------------------------------------------- cleanup

const DAY = 24 * 3600 * 1000;
/** Files never attached live a day; zips 30 days (IMP-02). */
export const ORPHAN_TTL_MS = DAY;
export const ZIP_TTL_MS = 30 * DAY;

/**
 * Removes uploads never attached to a record (after a day; zips after 30 days), row first,
 * then bytes, in batches. Returns how many went.
 */
export async function removeOrphanFiles(ctx: AppContext, batch = 500): Promise<number> {
  const now = ctx.clock.now();
  const storage = storageOf(ctx);
  let removed = 0;
  for (;;) {
    const rows = await ctx.db
      .select({ id: files.id, storageKey: files.storageKey })
      .from(files)
      .where(
        and(
          isNull(files.ownerId),
          or(and(ne(files.ext, 'zip'), lt(files.createdAt, new Date(now - ORPHAN_TTL_MS))), lt(files.createdAt, new Date(now - ZIP_TTL_MS))),
        ),
      )
      .limit(batch);
    if (rows.length === 0) return removed;
    for (const r of rows) {
      const gone = await ctx.db
        .delete(files)
        .where(and(eq(files.id, r.id), isNull(files.ownerId)))
        .returning({ id: files.id });
      if (gone.length === 0) continue;
      await storage.remove(r.storageKey).catch(() => {});
      removed++;
    }
    if (rows.length < batch) return removed;
  }
}
