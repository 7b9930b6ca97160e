import type { Readable } from 'node:stream';
import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { S3Store } from '@tus/s3-store';
import type { Config } from '../../platform/config';
import { checkKey, type FileStorage } from './files.storage';
import type { TusBackend } from './files.tus';

export const s3Configured = (c: Config) => !!(c.S3_ENDPOINT && c.S3_BUCKET && c.S3_ACCESS_KEY && c.S3_SECRET_KEY);

export function s3ClientConfig(c: Config): S3ClientConfig {
  return {
    endpoint: c.S3_ENDPOINT,
    region: c.S3_REGION,
    credentials: { accessKeyId: c.S3_ACCESS_KEY!, secretAccessKey: c.S3_SECRET_KEY! },
    forcePathStyle: true,
    // checksums only where S3 requires them: many S3-compatible stores know no trailing checksums
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  };
}

/** S3: stored files at store/<key> in S3_BUCKET; a write is a (multipart) upload that appears only when complete. */
export class S3Storage implements FileStorage {
  readonly kind = 's3' as const;
  readonly client: S3Client;
  readonly bucket: string;
  constructor(readonly config: Config) {
    this.client = new S3Client(s3ClientConfig(config));
    this.bucket = config.S3_BUCKET!;
  }
  objectKey(key: string) {
    return `store/${checkKey(key)}`;
  }
  async put(key: string, body: Readable) {
    const upload = new Upload({
      client: this.client,
      params: { Bucket: this.bucket, Key: this.objectKey(key), Body: body },
      partSize: 8 * 1024 * 1024,
      queueSize: 2,
    });
    try {
      await upload.done();
    } catch (err) {
      await upload.abort().catch(() => {});
      // a refusal raised by the stream (type, size) is what the caller must see
      const cause = (body as Readable & { errored?: Error | null }).errored;
      throw cause ?? err;
    }
  }
  async get(key: string, range?: { start: number; end: number }) {
    const res = await this.client.send(
      new GetObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key), Range: range ? `bytes=${range.start}-${range.end}` : undefined }),
    );
    return res.Body as Readable;
  }
  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) }));
  }
  async exists(key: string) {
    return this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: this.objectKey(key) })).then(
      () => true,
      () => false,
    );
  }
}

/** tus on S3 (@tus/s3-store): uploads at <uploadId> in the bucket; a finished one is copied inside the store to store/<key> and removed. */
export class S3TusBackend implements TusBackend {
  readonly datastore: S3Store;
  constructor(private readonly storage: S3Storage) {
    this.datastore = new S3Store({ partSize: 8 * 1024 * 1024, s3ClientConfig: { ...s3ClientConfig(storage.config), bucket: storage.bucket } });
  }
  private async object(id: string, range?: string) {
    const res = await this.storage.client.send(new GetObjectCommand({ Bucket: this.storage.bucket, Key: id, Range: range }));
    return res.Body as Readable;
  }
  async readHead(id: string, n: number) {
    const chunks: Buffer[] = [];
    for await (const c of await this.object(id, `bytes=0-${n - 1}`)) chunks.push(c as Buffer);
    return Buffer.concat(chunks).subarray(0, n);
  }
  read(id: string) {
    return this.object(id);
  }
  async moveInto(id: string, key: string) {
    const { client, bucket } = this.storage;
    await client.send(new CopyObjectCommand({ Bucket: bucket, Key: this.storage.objectKey(key), CopySource: `${bucket}/${encodeURIComponent(id)}` }));
    await this.remove(id);
  }
  async remove(id: string) {
    await this.datastore.remove(id).catch(() => {});
    const { client, bucket } = this.storage;
    for (const k of [id, `${id}.info`, `${id}.part`]) await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: k })).catch(() => {});
  }
}
