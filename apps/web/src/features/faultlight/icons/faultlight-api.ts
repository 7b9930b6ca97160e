import { svcPath } from '../../../shared/config/app-config';
import { http } from '../../../shared/http/client';
import { getJson } from '../../../shared/kit/kit-api';

/** The fault-light screens' own calls: the icons a detail may name, our brands and models, a stored picture. */
export type Choice = { value: number; label: string };

export const iconChoices = (keyword?: string) =>
  getJson<Array<{ value: string; label: string; imageId: string }>>(svcPath('vehicle', '/faultLightIcon/options'), keyword ? { keyword } : {});

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
