import type {
  TLegalConsent,
  TLegalDetail,
  TLegalRow,
  TLegalSave,
  TLegalSetting,
  TLegalSoftwareCode,
  TLegalStatsQuery,
  TLegalStatsRow,
  TLegalUpdate,
  TPage,
} from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';

const d = (p: string) => svcPath('legal', `/legalDocument${p}`);

export const pageVersions = (q: Record<string, unknown>) => postJson<TPage<TLegalRow>>(d('/page'), q);
export const versionDetail = (id: number) => getJson<TLegalDetail>(d(`/detail/${id}`));
export const saveVersion = (b: TLegalSave) => postJson<TLegalRow>(d('/save'), b);
export const updateVersion = (b: TLegalUpdate) => postJson<TLegalRow>(d('/update'), b);
/** submit, publish or reject (with a reason) */
export const versionAction = (action: 'submit' | 'publish' | 'reject', b: { id: number; version: number; reason?: string }) =>
  postJson<TLegalRow>(d(`/${action}`), b);
export const listSettings = () => getJson<TLegalSetting[]>(d('/settings'));
export const saveSetting = (b: TLegalSetting) => postJson<TLegalSetting>(d('/settings/save'), b);
export const softwareCodes = () => getJson<TLegalSoftwareCode[]>(d('/softwareCodes'));
export const consentStats = (q: TLegalStatsQuery) => postJson<TLegalStatsRow[]>(d('/statistics'), q);
export const STATS_EXPORT_URL = d('/statistics/exportExcel');
export const pageConsents = (q: Record<string, unknown>) => postJson<TPage<TLegalConsent>>(d('/consent/page'), q);
