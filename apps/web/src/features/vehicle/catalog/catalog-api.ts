import type { TObdDescribeReply } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { http } from '../../../shared/http/client';
import { getJson } from '../../../shared/kit/kit-api';

/** The catalog screens' own calls: the forms' choices and the OBD description lookup. */
export type Choice = { value: number; label: string };
export type ItemKind = 'brand' | 'model';

/** Our brands or models (basic data) by a prefix of their code or name, or the ids named; models of a brand. */
export const searchItems = (kind: ItemKind, q: { keyword?: string; brandId?: number | null; ids?: number[] }) =>
  getJson<Choice[]>(svcPath('vehicle', '/catalog/items'), {
    kind,
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.brandId ? { brandId: q.brandId } : {}),
    ...(q.ids?.length ? { ids: q.ids.join(',') } : {}),
  });

export const standardChoices = () => getJson<Choice[]>(svcPath('vehicle', '/battery/standards'));
export const productModelChoices = () => getJson<Array<{ value: string; label: string }>>(svcPath('vehicle', '/testableCar/productModels'));

export const describeObdCode = (q: { code: string; make?: string; lang?: string }) =>
  getJson<TObdDescribeReply>(svcPath('vehicle', '/obdCode/describe'), Object.fromEntries(Object.entries(q).filter(([, v]) => v)));

/** A stored picture for the page (bearer token; shown through a blob URL). */
export async function fileBlobUrl(fileId: string): Promise<string> {
  const res = await http.request<Blob>({
    method: 'GET',
    url: svcPath('user', `/ossFile/download/${fileId}`),
    responseType: 'blob',
    params: { inline: 1 },
  } as never);
  return URL.createObjectURL(res.data);
}
