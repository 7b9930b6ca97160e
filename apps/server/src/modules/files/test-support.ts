import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import type { AppContext } from '../../platform/context';
import { storedZip } from '../../platform/kit/stored-zip';
import { freePort } from '../../platform/net/free-port';
import { S3Storage } from './files.s3';
import { storageOf } from './files.storage';

/** A multipart/form-data body with one file field. */
export function multipartBody(filename: string, content: Buffer, field = 'file') {
  const boundary = `----diagops${crypto.randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename.replace(/"/g, '%22')}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return { payload: Buffer.concat([head, content, tail]), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

function chunk(type: string, data: Buffer) {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(td));
  return Buffer.concat([len, td, crc]);
}

/** A real PNG of w×h grey pixels, padded with a private chunk to about `bytes` bytes. */
export function pngBytes(bytes = 0, w = 2, h = 2): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr[8] = 8;
  ihdr[9] = 0;
  const raw = Buffer.alloc((w + 1) * h, 0x80);
  for (let y = 0; y < h; y++) raw[y * (w + 1)] = 0;
  const parts = [Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk('IHDR', ihdr), chunk('IDAT', zlib.deflateSync(raw))];
  const so = parts.reduce((s, p) => s + p.length, 0) + 12;
  if (bytes > so + 12) parts.push(chunk('prVt', crypto.randomBytes(bytes - so - 12)));
  parts.push(chunk('IEND', Buffer.alloc(0)));
  return Buffer.concat(parts);
}

/** The first bytes of a Windows executable (MZ … PE) followed by noise. */
export function exeBytes(bytes = 8192): Buffer {
  const b = crypto.randomBytes(bytes);
  b.write('MZ', 0, 'latin1');
  b.writeUInt32LE(0x80, 0x3c);
  b.write('PE\0\0', 0x80, 'latin1');
  return b;
}

/** The stores every files test runs against: the disk, and S3 (s3rver started in process). */
export const STORES = ['disk', 's3'] as const;
export type StoreKind = (typeof STORES)[number];

/**
 * For an S3 run: starts s3rver on a free port with a fresh bucket and gives the env that
 * points the app at it; for a disk run, nothing.
 */
export async function startStore(kind: StoreKind): Promise<{ env: Record<string, string>; stop(): Promise<void> }> {
  if (kind === 'disk') return { env: {}, stop: async () => {} };
  const { default: S3rver } = await import('s3rver');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-s3-'));
  const port = await freePort();
  const server = new S3rver({ port, address: '127.0.0.1', silent: true, directory: dir, configureBuckets: [{ name: 'diagops' }] });
  addListParts(server as unknown as ShimTarget);
  await server.run();
  return {
    env: { S3_ENDPOINT: `http://127.0.0.1:${port}`, S3_BUCKET: 'diagops', S3_ACCESS_KEY: 'S3RVER', S3_SECRET_KEY: 'S3RVER' },
    async stop() {
      await server.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** Every object the store holds for stored files, and every unfinished tus upload (ids). */
export async function storedObjects(ctx: AppContext): Promise<{ store: string[]; tus: string[] }> {
  const storage = storageOf(ctx);
  if (storage instanceof S3Storage) {
    const res = await storage.client.send(new ListObjectsV2Command({ Bucket: storage.bucket }));
    const keys = (res.Contents ?? []).map((o) => o.Key!);
    return { store: keys.filter((k) => k.startsWith('store/')), tus: keys.filter((k) => !k.startsWith('store/')) };
  }
  const walk = (dir: string): string[] =>
    fs.existsSync(dir) ? (fs.readdirSync(dir, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(dir, f)).isFile()) : [];
  return { store: walk(path.join(ctx.config.filesDir, 'store')), tus: walk(path.join(ctx.config.filesDir, 'tus')) };
}

type KoaCtx = { method: string; path: string; query: Record<string, string | undefined>; status: number; type: string; body: unknown };
type ShimTarget = {
  middleware: Array<(ctx: KoaCtx, next: () => Promise<void>) => Promise<void>>;
  store: { getResourcePath(bucket: string, key: undefined, r: string): string };
};

/**
 * s3rver 3.7 answers ListParts (GET ?uploadId) with 405; @tus/s3-store needs it to resume.
 * This adds it in front of s3rver's routes, reading the parts s3rver itself stored.
 */
function addListParts(server: ShimTarget) {
  server.middleware.unshift(async (ctx, next) => {
    const uploadId = ctx.query.uploadId;
    if (ctx.method !== 'GET' || !uploadId || ctx.query.partNumber) return next();
    const [, bucket, ...key] = ctx.path.split('/');
    const dir = path.join(server.store.getResourcePath(bucket!, undefined, 'uploads'), uploadId);
    if (!fs.existsSync(dir)) {
      ctx.status = 404;
      ctx.type = 'application/xml';
      ctx.body = `<?xml version="1.0" encoding="UTF-8"?><Error><Code>NoSuchUpload</Code><Message>The specified upload does not exist.</Message><UploadId>${uploadId}</UploadId></Error>`;
      return;
    }
    const parts = fs
      .readdirSync(dir)
      .filter((f) => /^\d+$/.test(f))
      .map((f) => ({ n: Number(f), size: fs.statSync(path.join(dir, f)).size, md5: fs.readFileSync(path.join(dir, `${f}.md5`), 'utf8') }))
      .sort((a, b) => a.n - b.n);
    ctx.status = 200;
    ctx.type = 'application/xml';
    ctx.body = `<?xml version="1.0" encoding="UTF-8"?><ListPartsResult><Bucket>${bucket}</Bucket><Key>${key.join('/')}</Key><UploadId>${uploadId}</UploadId><IsTruncated>false</IsTruncated>${parts
      .map((p) => `<Part><PartNumber>${p.n}</PartNumber><ETag>"${p.md5}"</ETag><Size>${p.size}</Size></Part>`)
      .join('')}</ListPartsResult>`;
  });
}

/** A small zip (one stored entry, no compression). */
export function zipBytes(content = Buffer.from('hello zip\n'), name = 'readme.txt'): Buffer {
  return storedZip([{ name, body: content }]);
}
