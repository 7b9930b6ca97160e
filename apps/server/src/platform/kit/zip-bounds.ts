import zlib from 'node:zlib';

/** The workbook unpacks to more than it may (a small file can hold much data: a "zip bomb"). */
export class UnpackedTooLarge extends Error {}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;
const LOCAL = 0x04034b50;
const ZIP64 = 0xffffffff;

/**
 * Measures what an xlsx (a zip) unpacks to without holding more than `maxBytes` of it: the
 * sizes its directory declares first, then each entry inflated with what is left of the
 * budget, so inflating stops as soon as the real total passes it (a declared size can lie).
 * Throws UnpackedTooLarge past `maxBytes`; a buffer that is not a zip is left to the reader.
 */
export function assertUnpackedWithin(buf: Buffer, maxBytes: number): number {
  const eocd = findEndOfDirectory(buf);
  if (eocd < 0) return 0;
  const entries = buf.readUInt16LE(eocd + 10);
  let at = buf.readUInt32LE(eocd + 16);
  const parts: Array<{ method: number; compressed: number; local: number }> = [];
  let declared = 0;
  for (let i = 0; i < entries; i++) {
    if (at + 46 > buf.length || buf.readUInt32LE(at) !== CENTRAL) return 0;
    const compressed = buf.readUInt32LE(at + 20);
    const size = buf.readUInt32LE(at + 24);
    if (compressed === ZIP64 || size === ZIP64) throw new UnpackedTooLarge('zip64');
    declared += size;
    if (declared > maxBytes) throw new UnpackedTooLarge('declared');
    parts.push({ method: buf.readUInt16LE(at + 10), compressed, local: buf.readUInt32LE(at + 42) });
    at += 46 + buf.readUInt16LE(at + 28) + buf.readUInt16LE(at + 30) + buf.readUInt16LE(at + 32);
  }
  let total = 0;
  for (const p of parts) {
    if (p.local + 30 > buf.length || buf.readUInt32LE(p.local) !== LOCAL) return total;
    const start = p.local + 30 + buf.readUInt16LE(p.local + 26) + buf.readUInt16LE(p.local + 28);
    const data = buf.subarray(start, start + p.compressed);
    if (p.method === 0) total += data.length;
    else if (p.method === 8) total += inflateWithin(data, maxBytes - total);
    if (total > maxBytes) throw new UnpackedTooLarge('unpacked');
  }
  return total;
}

function inflateWithin(data: Buffer, budget: number): number {
  try {
    return zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, budget + 1) }).length;
  } catch (err) {
    if ((err as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE') throw new UnpackedTooLarge('unpacked');
    return 0; // a damaged entry: the reader refuses the file
  }
}

function findEndOfDirectory(buf: Buffer): number {
  const last = Math.max(0, buf.length - 22 - 0xffff);
  for (let i = buf.length - 22; i >= last; i--) if (buf.readUInt32LE(i) === EOCD) return i;
  return -1;
}
