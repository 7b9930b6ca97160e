import type { TVinAnalysis } from '@diagops/contracts';
import { VIN_API_BASE } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';

/** The VIN screen's own calls: the analysis, the batch decode and our basic data's choices. */
export type VinItemKind = 'brand' | 'model' | 'type';
export type VinChoice = { value: number; label: string };

export const analyseVin = (vin: string) => postJson<TVinAnalysis>(svcPath('vehicle', `${VIN_API_BASE}/analyse`), { vin });
export const batchDecodeUrl = () => svcPath('vehicle', `${VIN_API_BASE}/batchDecode`);

/** Our types, brands or models (the basic data's lookup, in the caller's language): all, a prefix, or the ids named. */
export async function vinChoices(kind: VinItemKind, q: { keyword?: string; brandId?: number; ids?: number[] } = {}): Promise<VinChoice[]> {
  const rows = await getJson<Array<{ id: number; code: string; label: string }>>(svcPath('vehicle', `/vehicleLookup/${kind}`), {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.brandId ? { brandId: q.brandId } : {}),
    ...(q.ids?.length ? { ids: q.ids.join(','), all: 'true' } : {}),
  });
  return rows.map((r) => ({ value: r.id, label: r.label || r.code }));
}
