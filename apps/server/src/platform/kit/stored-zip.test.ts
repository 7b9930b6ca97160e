import { describe, expect, it } from 'vitest';
import { storedZip, zipEntries } from './stored-zip';

describe('storedZip', () => {
  it('writes entries a zip reader finds by name, with their bytes', () => {
    const zip = storedZip([
      { name: 'a.txt', body: 'first' },
      { name: 'dir/b.bin', body: Buffer.from([0, 1, 2, 255]) },
    ]);
    const entries = zipEntries(zip);
    expect([...entries.keys()]).toEqual(['a.txt', 'dir/b.bin']);
    expect(entries.get('a.txt')?.toString()).toBe('first');
    expect([...(entries.get('dir/b.bin') ?? [])]).toEqual([0, 1, 2, 255]);
  });
});
