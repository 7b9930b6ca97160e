import { type TVehicleItemVersion, VEHICLE_ITEM_BASES, VEHICLE_LOOKUP_BASE, type VehicleItemKind } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';
import type { RemoteOption } from '../../../shared/ui/remote-select';

/** The basic data's calls beside the generated ones: options, versions, merge. */
const url = (kind: VehicleItemKind, op: string) => svcPath('vehicle', `${VEHICLE_ITEM_BASES[kind]}/${op}`);
export const modelImportUrls = {
  importUrl: url('model', 'importExcel'),
  templateUrl: url('model', 'template'),
  failedFileUrl: (jobId: string) => `${url('model', 'failedFile')}?jobId=${jobId}`,
  dryRun: { reportUrl: (jobId: string) => `${url('model', 'importReport')}?jobId=${jobId}`, commitUrl: url('model', 'importCommit') },
};

type Option = { id: number; code: string; label: string; enabled: boolean };
/** Live items by a prefix of a name or code (or by ids), in the caller's language. */
export async function loadOptions(kind: VehicleItemKind, keyword?: string, ids?: number[], all = false): Promise<RemoteOption[]> {
  const rows = await getJson<Option[]>(svcPath('vehicle', `${VEHICLE_LOOKUP_BASE}/${kind}`), {
    keyword,
    ids: ids?.join(','),
    all: all ? 'true' : undefined,
  });
  return rows.map((r) => ({ id: r.id, code: r.code, name: r.label }));
}

export const loadVersions = (kind: VehicleItemKind, id: number) => getJson<TVehicleItemVersion[]>(url(kind, `versions/${id}`));
export const mergeItems = (kind: VehicleItemKind, body: { fromId: number; toId: number; version: number }) => postJson<unknown>(url(kind, 'merge'), body);
export const itemVersion = async (kind: VehicleItemKind, id: number) =>
  (await getJson<{ version: number }>(svcPath('vehicle', `${VEHICLE_ITEM_BASES[kind]}/detail/${id}`))).version;
