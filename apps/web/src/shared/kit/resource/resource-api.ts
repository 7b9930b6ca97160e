import { type ResourceDef, resourcePath, type TPage, type TStateHistory } from '@diagops/contracts';
import { svcPath } from '../../config/app-config';
import { fetchPage, getJson, postJson } from '../kit-api';

/** A row of a generated resource: its fields by name, its version and the actions the server allows this caller. */
export type ResourceRow = Record<string, unknown> & { id: number; version: number; allowedActions: string[]; createTime: string; updateTime: string };
export type ResourceDetail = ResourceRow & { history: TStateHistory[] };

/** The calls of a declaration, at the paths its server routes were generated at. */
export function resourceApi(def: ResourceDef) {
  const url = (op: string) => svcPath(def.api.service, resourcePath(def, op));
  return {
    url,
    page: (q: Record<string, unknown>) => fetchPage<ResourceRow>(url('page'), q) as Promise<TPage<ResourceRow>>,
    detail: (id: number) => getJson<ResourceDetail>(url('detail').replace(':id', String(id))),
    /** the detail of the row whose `field` is `value` (a route naming it by a serial number): found through the list's filter */
    detailBy: async (field: string, value: string) => {
      const page = (await fetchPage<ResourceRow>(url('page'), { current: 1, size: 50, [field]: value })) as TPage<ResourceRow>;
      const row = page.records.find((r) => String(r[field]) === value) ?? page.records.find((r) => String(r[field]).toLowerCase() === value.toLowerCase());
      if (!row) throw new Error(`${def.name}: no row with ${field} ${value}`);
      return getJson<ResourceDetail>(url('detail').replace(':id', String(row.id)));
    },
    save: (body: Record<string, unknown>) => postJson<ResourceRow>(url('save'), body),
    update: (body: Record<string, unknown>) => postJson<ResourceRow>(url('update'), body),
    remove: (row: ResourceRow) => postJson<null>(url('delete'), { id: row.id, version: row.version }),
    transition: (action: string, body: Record<string, unknown>) => postJson<ResourceRow>(url(action), body),
  };
}
export type ResourceApi = ReturnType<typeof resourceApi>;
