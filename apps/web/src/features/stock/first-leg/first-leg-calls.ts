import type { TFirstLeg, TFirstLegDetail, TFirstLegSave, TFirstLegTrack, TFirstLegUpdate } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const s = (p: string) => svcPath('stock', `/firstLeg${p}`);

export const getFirstLegPage = (q: Record<string, unknown>) => fetchPage<TFirstLeg>(s('/page'), q);
export const getFirstLeg = (id: number) => getJson<TFirstLegDetail>(s(`/detail/${id}`));
export const addFirstLeg = (b: TFirstLegSave) => postJson<TFirstLegDetail>(s('/save'), b);
export const updateFirstLeg = (b: TFirstLegUpdate) => postJson<TFirstLegDetail>(s('/update'), b);
export const deleteFirstLeg = (id: number, version: number) => postJson<null>(s('/delete'), { id, version });
export const departLeg = (b: TFirstLegTrack) => postJson<TFirstLegDetail>(s('/depart'), b);
export const arriveLeg = (b: TFirstLegTrack) => postJson<TFirstLegDetail>(s('/arrive'), b);
