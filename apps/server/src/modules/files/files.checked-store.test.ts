import { PassThrough } from 'node:stream';
import { DataStore, Upload } from '@tus/utils';
import { describe, expect, it } from 'vitest';
import { declareFileArea, HEAD_BYTES } from './files.service';
import { CheckedStore } from './files.tus';

/** Only what CheckedStore asks of the backend store: one upload to read, writes counted. */
class OneUploadStore extends DataStore {
  writes = 0;
  constructor(private readonly upload: Upload) {
    super();
  }
  override async getUpload() {
    return this.upload;
  }
  override async write() {
    this.writes += 1;
    return 0;
  }
}

describe('CheckedStore', () => {
  it('refuses a renamed executable on its first bytes, and a later error on the request stream crashes nothing', async () => {
    declareFileArea({ area: 'checked-store-test', types: ['png'], maxBytes: 1024 * 1024, uploadPermission: 'test_upload', viewPermission: 'test_view' });
    const upload = new Upload({ id: 'u1', offset: 0, size: 8192, metadata: { area: 'checked-store-test', filename: 'photo.png' } });
    const inner = new OneUploadStore(upload);
    const refused: string[] = [];
    const store = new CheckedStore(inner, async (id) => void refused.push(id), new Map());
    const uncaught: unknown[] = [];
    const onUncaught = (err: unknown) => uncaught.push(err);
    process.prependListener('uncaughtException', onUncaught);
    try {
      const request = new PassThrough();
      const pipelineSaw: Error[] = [];
      request.on('error', (err) => pipelineSaw.push(err)); // tus's pipeline listens on the stream it hands over
      const written = store.write(request, 'u1', 0);
      request.write(Buffer.concat([Buffer.from('MZ'), Buffer.alloc(HEAD_BYTES + 100, 0x90)])); // a Windows executable's header
      await expect(written).rejects.toMatchObject({ code: 1040 });
      // what @tus/server does with the refusal: it destroys the request's pipeline with it
      request.destroy(new Error('refused'));
      await new Promise((r) => setTimeout(r, 20));
      expect(pipelineSaw.map((e) => e.message)).toEqual(['refused']);
      expect(uncaught).toEqual([]);
      expect(refused).toEqual(['u1']);
      expect(inner.writes).toBe(0);
    } finally {
      process.off('uncaughtException', onUncaught);
    }
  });
});
