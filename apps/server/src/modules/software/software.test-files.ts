// Test helper: a package uploaded through the files area's own endpoint, as the console does.

import type { SignedIn, TestApp } from '../../../test/helpers';
import { multipartBody } from '../files/test-support';

export type UploadedPackage = { id: string; name: string; size: number; sha256: string };

/** A tiny real zip (the end-of-directory record after one empty stored entry). */
export function zipBytes(text = 'hello'): Buffer {
  const body = Buffer.from(text);
  const name = Buffer.from('a.txt');
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(10, 4);
  local.writeUInt32LE(body.length, 18);
  local.writeUInt32LE(body.length, 22);
  local.writeUInt16LE(name.length, 26);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  return Buffer.concat([local, name, body, end]);
}

export async function uploadPackage(t: TestApp, who: SignedIn, name: string, content: Buffer = zipBytes(name)): Promise<UploadedPackage> {
  const { payload, headers } = multipartBody(name, content);
  const res = await t.app.inject({ method: 'POST', url: '/lenkor-user/ossFile/uploadFile?area=software', headers: { ...who.headers, ...headers }, payload });
  const json = res.json();
  if (json.code !== 2000) throw new Error(`upload failed: ${res.body}`);
  return json.data;
}
