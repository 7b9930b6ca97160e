import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './journey';

/** A one-page PDF (judged a PDF by its first bytes). */
export const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

/** The staff API as the signed-in page's user: each call must answer 2000; its data is returned. */
export async function staffApi(page: Page, origin: string) {
  const token = await page.evaluate(() => JSON.parse(sessionStorage.getItem('diagops-access_token') ?? '{}').content as string);
  const api = page.request as APIRequestContext;
  const call = async (method: 'POST' | 'PUT', path: string, data: unknown) => {
    const body = await (await api.fetch(`${origin}${path}`, { method, headers: { authorization: `Bearer ${token}` }, data })).json();
    expect(body.code, `${path} ${JSON.stringify(body)}`).toBe(2000);
    return body.data;
  };
  return {
    token,
    post: (path: string, data: unknown) => call('POST', path, data),
    put: (path: string, data: unknown) => call('PUT', path, data),
    get: async (path: string) => (await (await api.get(`${origin}${path}`, { headers: { authorization: `Bearer ${token}` } })).json()).data,
  };
}
export type StaffApi = Awaited<ReturnType<typeof staffApi>>;

/**
 * Set-up through the staff API: a product, a device of it sold to a customer, an app key; then the
 * device's heartbeat registers its terminal (as a device does on start).
 */
export async function soldDeviceWithTerminal(page: Page, origin: string, staff: StaffApi, tag: string) {
  const sn = `RPTSN${tag}`;
  const terminalKey = `RPT-TERM-${tag}`;
  const product = await staff.post('/lenkor-product/product/save', { code: `RP-${tag}`, nameZh: '诊断仪', nameEn: 'Scanner', productLine: 'diag' });
  const customer = await staff.post('/lenkor-user/customer/save', { email: `rpt-${tag.toLowerCase()}@example.com` });
  const device = await staff.post('/lenkor-user/device/add', { sn, productId: product.id });
  await staff.post('/lenkor-user/device/bind', { id: device.id, version: device.version, customerId: customer.id, note: 'sold' });
  const appKey = (await staff.post('/lenkor-user/appKey/save', { name: `reports ${tag}` })).key as string;
  const beat = await page.request.post(`${origin}/lenkor-app/terminal/heartbeat`, {
    headers: { 'x-app-key': appKey },
    data: { app: 'repair', terminalKey, appVersion: '1.0.0' },
  });
  expect((await beat.json()).code).toBe(2000);
  return { sn, terminalKey, appKey, customer: customer as { id: number; account: string } };
}

/** The device uploads a report (its JSON, then its PDF) through the device API; answers the stored report. */
export async function uploadReport(page: Page, origin: string, device: { appKey: string; terminalKey: string }, report: Record<string, unknown>) {
  const uploaded = await page.request.post(`${origin}/lenkor-app/report/upload?app=repair&terminalKey=${device.terminalKey}`, {
    headers: { 'x-app-key': device.appKey },
    multipart: { report: JSON.stringify(report), file: { name: 'diagnosis.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  const body = await uploaded.json();
  expect(body.code, JSON.stringify(body)).toBe(2000);
  return body.data as { id: number; sn: string; customerAccount: string | null };
}
