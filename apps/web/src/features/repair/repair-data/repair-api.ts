import { svcPath } from '../../../shared/config/app-config';
import { http } from '../../../shared/http/client';
import { getJson } from '../../../shared/kit/kit-api';

/** The repair screens' own calls: the forms' choices (repair data items, our brands and models) and a stored file. */
export type Choice = { value: number; label: string };

export const repairDataChoices = (q: { keyword?: string; ids?: number[] } = {}) =>
  getJson<Array<Choice & { repairType: string }>>(svcPath('vehicle', '/repairData/options'), {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.ids?.length ? { ids: q.ids.join(',') } : {}),
  });

/** A stored file for the page (bearer token; opened through a blob URL). */
export async function fileBlobUrl(fileId: string): Promise<string> {
  const res = await http.request<Blob>({
    method: 'GET',
    url: svcPath('user', `/ossFile/download/${fileId}`),
    responseType: 'blob',
    params: { inline: 1 },
  } as never);
  return URL.createObjectURL(res.data);
}
