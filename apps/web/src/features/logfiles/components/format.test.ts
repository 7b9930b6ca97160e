import { describe, expect, it } from 'vitest';
import { batchExcess, formatBytes } from './format';

describe('log file display', () => {
  it('writes sizes in binary units', () => {
    expect(formatBytes(null)).toBe('-');
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatBytes(3 * 1024 ** 3)).toBe('3.0 GB');
  });
  it('counts how many selected rows are over the batch limit', () => {
    expect(batchExcess(100, 100)).toBe(0);
    expect(batchExcess(101, 100)).toBe(1);
    expect(batchExcess(3, 100)).toBe(0);
  });
});
