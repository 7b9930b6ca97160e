import {
  MAP_SET_BASE,
  MAPPING_ROUTES,
  type TMappingDiff,
  type TMappingSuggestPage,
  VEHICLE_ITEM_KINDS,
  VEHICLE_LOOKUP_BASE,
  type VehicleItemKind,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

/** The mapping screens' own calls beside the generated list: a draft's mappings, sets, diff, restore, suggestions. */
const S = (p: string) => svcPath('vehicle', `${MAP_SET_BASE}${p}`);

export type MappingSet = {
  id: number;
  version: number;
  name: string;
  status: 'draft' | 'published' | 'superseded';
  baseSetId: number | null;
  restoredFrom: number | null;
  lineCount: number | null;
  added: number | null;
  changed: number | null;
  removed: number | null;
  creatorName: string | null;
  publisherName: string | null;
  publishedAt: string | null;
  createTime: string;
  allowedActions: string[];
};
export type OurOption = { id: number; code: string; label: string; enabled: boolean };

/** The kind a mapping route is for (/classMapManagement/… = type, /carMapManagement/… = model). */
export const kindOfPath = (path: string): VehicleItemKind =>
  VEHICLE_ITEM_KINDS.find((k) => path.startsWith(MAPPING_ROUTES[k].list.replace('/list', ''))) ?? 'type';

export const listSets = (q: Record<string, unknown> = {}) => fetchPage<MappingSet>(S('/page'), { current: 1, size: 50, ...q });
export const saveSet = (name: string) => postJson<MappingSet>(S('/save'), { name });
export const publishSet = (s: MappingSet) => postJson<MappingSet>(S('/publish'), { id: s.id, version: s.version });
export const deleteSet = (s: MappingSet) => postJson<null>(S('/delete'), { id: s.id, version: s.version });
export const restoreSet = (id: number) => postJson<MappingSet>(S('/restore'), { id });
export const setDiff = (id: number) => getJson<TMappingDiff>(S(`/diff/${id}`));
export const addLine = (setId: number, entryId: number, ourId: number) => postJson<null>(S('/line/add'), { setId, entryId, ourId });
export const removeLine = (setId: number, entryId: number) => postJson<null>(S('/line/remove'), { setId, entryId });
export const addLines = (setId: number, lines: Array<{ entryId: number; ourId: number }>) =>
  postJson<{ added: number; duplicates: number[] }>(S('/line/batchAdd'), { setId, lines });
export const suggest = (q: { setId?: number; provider: string; kind: VehicleItemKind; current: number; size: number }) =>
  getJson<TMappingSuggestPage>(S('/suggest'), Object.fromEntries(Object.entries(q).filter(([, v]) => v !== undefined)));
/** Our items of a kind (basic data's lookup), by a prefix of the code or a name, or the ids named. */
export const ourItems = (kind: VehicleItemKind, q: { keyword?: string; ids?: number[] }) =>
  getJson<OurOption[]>(svcPath('vehicle', `${VEHICLE_LOOKUP_BASE}/${kind}`), {
    ...(q.keyword ? { keyword: q.keyword } : {}),
    ...(q.ids?.length ? { ids: q.ids.join(',') } : {}),
  });
