import type { ResourceDef, TBlastRadius, TEffectiveConfig, TRevision, ZRevisionSaved, ZSpecialSetResult } from '@diagops/contracts';
import type { z } from 'zod';
import { svcPath } from '../../../shared/config/app-config';
import { request } from '../../../shared/http/client';
import { getJson, postJson } from '../../../shared/kit/kit-api';
import { resourceApi } from '../../../shared/kit/resource';

export type TRevisionSaved = z.infer<typeof ZRevisionSaved>;
export type TSpecialSetResult = z.infer<typeof ZSpecialSetResult>;
/** A lookup's choice: its id and its label in the caller's language. */
export type ConfigOption = { id: number; label: string };

/** The revision calls of a revisioned configuration (`<base>/revision/…`), at the URLs the kit builds. */
export function revisionApi(def: ResourceDef) {
  const { url } = resourceApi(def);
  const at = (op: string) => url(`revision/${op}`);
  return {
    save: (body: Record<string, unknown>) => postJson<TRevisionSaved>(at('save'), body),
    update: (body: Record<string, unknown>) => postJson<TRevisionSaved>(at('update'), body),
    submit: (id: number, version: number) => postJson<TRevisionSaved>(at('submit'), { id, version }),
    preview: (id: number) => getJson<TBlastRadius>(at('preview'), { id }),
    /** silent: the page says what a refusal means (102060 the author, 102061 a stale preview) */
    pass: async (id: number, version: number, previewToken: string) =>
      (await request<TRevisionSaved>({ url: at('pass'), method: 'post', data: { id, version, previewToken }, silent: true })).data,
    reject: (id: number, version: number, reason: string) => postJson<TRevisionSaved>(at('reject'), { id, version, reason }),
    rollback: (id: number, version: number, toSeq: number) => postJson<TRevisionSaved>(at('rollback'), { id, version, toSeq }),
    /** newest first */
    list: (id: number) => getJson<TRevision[]>(at('list'), { id }),
  };
}
export type RevisionApi = ReturnType<typeof revisionApi>;

const params = (q: Record<string, string | undefined>) => Object.fromEntries(Object.entries(q).filter(([, v]) => v));

/** GET /{svc}-config/lookup/{productModels|channels}: choices by a prefix of code or name, or the ids asked for. */
export const lookupOptions = (lookup: string, keyword?: string, ids?: number[]) =>
  getJson<ConfigOption[]>(svcPath('config', `/lookup/${lookup}`), params({ keyword, ids: ids?.length ? ids.join(',') : undefined }));

/** GET /{svc}-config/effective: what an SN has (at a time) and why. */
export const getEffectiveConfig = (sn: string, asOf?: string) => getJson<TEffectiveConfig>(svcPath('config', '/effective'), params({ sn, asOf }));

/** POST /specialConfig/enableSet or /disableSet: all or nothing, each refusal named. */
export const setSpecialConfigs = (def: ResourceDef, action: 'enableSet' | 'disableSet', ids: number[]) =>
  postJson<TSpecialSetResult>(resourceApi(def).url(action), { ids });
