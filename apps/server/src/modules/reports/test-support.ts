// Fixtures for tests (only tests may import this file): a terminal, an upload from it, a diagnosis report.
import { REPORT_DEVICE_UPLOAD_PATH } from '@diagops/contracts';
import type { SignedIn, TestApp } from '../../../test/helpers';
import { multipartParts } from '../../../test/kit-helpers';

/** A one-page PDF (judged a PDF by its first bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
/** A 1×1 PNG. */
export const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
/** A GIF: an image, but not a type any report takes. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

/** An app key and a terminal registered by its heartbeat (as a device does on start). */
export async function registerTerminal(t: TestApp, admin: SignedIn, terminalKey: string) {
  const appKey = (
    await t.app.inject({ method: 'POST', url: '/lenkor-user/appKey/save', headers: admin.headers, payload: { name: `reports ${terminalKey}` } })
  ).json().data.key as string;
  await t.app.inject({
    method: 'POST',
    url: '/lenkor-app/terminal/heartbeat',
    headers: { 'x-app-key': appKey },
    payload: { app: 'repair', terminalKey, appVersion: '1.0.0' },
  });
  return appKey;
}

export type Upload = { appKey: string; terminalKey: string; report: Record<string, unknown>; file?: Buffer; name?: string; lang?: string };

/** The device's upload: the report as JSON, then the file. */
export function upload(t: TestApp, u: Upload) {
  const mp = multipartParts([
    { name: 'report', content: JSON.stringify(u.report) },
    { name: 'file', content: u.file ?? PDF, filename: u.name ?? 'report.pdf', type: 'application/pdf' },
  ]);
  return t.app.inject({
    method: 'POST',
    url: `/lenkor-app${REPORT_DEVICE_UPLOAD_PATH}?app=repair&terminalKey=${encodeURIComponent(u.terminalKey)}`,
    headers: { 'x-app-key': u.appKey, language: u.lang ?? 'en-US', ...mp.headers },
    payload: mp.payload,
  });
}

export const diagnosis = (sn: string, extra: Record<string, unknown> = {}) => ({
  kind: 'diagnosis',
  sn,
  vin: 'LSVAU2180N2183294',
  productModel: 'X431 PRO',
  softwareCode: 'DIAG-EU',
  softwareVersion: 'V8.10',
  diagnosisTime: '2026-03-02T07:15:00Z',
  systemsScanned: 42,
  faultCodes: [
    { system: 'Engine', code: 'P0301', description: 'Cylinder 1 misfire', status: 'current' },
    { system: 'ABS', code: 'C0035', status: 'history' },
  ],
  ...extra,
});
