import type { TPoLineTrace, TSnTrace } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';

const tr = (p: string) => svcPath('stock', `/trace${p}`);
export const getSnTrace = (sn: string) => getJson<TSnTrace>(tr('/sn'), { sn });
export const getPoLineTrace = (poLineId: number, current = 1, size = 20) => getJson<TPoLineTrace>(tr('/poLine'), { poLineId, current, size });
