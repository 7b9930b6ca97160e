import type { TCustomerPageQuery } from '@diagops/contracts';

/** The customer list's bound SN filter (USER-10): the choices and the count range each asks the server for. */
export const BOUND_SN_FILTERS = ['none', 'any', 'several'] as const;
export type BoundSnFilter = (typeof BOUND_SN_FILTERS)[number];
const RANGE: Record<BoundSnFilter, Pick<TCustomerPageQuery, 'boundSnMin' | 'boundSnMax'>> = {
  none: { boundSnMax: 0 },
  any: { boundSnMin: 1 },
  several: { boundSnMin: 2 },
};

export const boundSnRange = (choice: BoundSnFilter | undefined) => (choice ? RANGE[choice] : {});
