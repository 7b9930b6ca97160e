import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';
import { getSoftCodeOptions } from './software-calls';

export type Option = { value: number; label: string };

/** Software codes as options "code name" (every software form and filter). */
export function useSoftCodeOptions(lang: string) {
  return useQuery({
    queryKey: ['software', 'codes', 'options', lang],
    queryFn: async () => (await getSoftCodeOptions()).map((c) => ({ value: c.id, label: `${c.code} ${c.name}` })),
  });
}

/**
 * Product models of every product line as options "code name", through the dictionary's
 * lookups (any signed-in user may read them): the models a software code runs on.
 */
export function useModelOptions(lang: string) {
  return useQuery({
    queryKey: ['software', 'models', 'options', lang],
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const lines = await postJson<Array<{ value: string }>>(svcPath('dic', '/dic/diag/getSysDic/product_line'));
      const all = await Promise.all(
        lines.map((l) => getJson<Array<{ id: number; code: string; name: string }>>(svcPath('dic', `/dic/${encodeURIComponent(l.value)}/productModel`))),
      );
      return all.flat().map((m) => ({ value: m.id, label: `${m.code} ${m.name}` }));
    },
  });
}

/** The label of an id among options (the id itself while they load). */
export const labelOf = (options: Option[] | undefined, id: number | null | undefined) =>
  id == null ? '-' : (options?.find((o) => o.value === id)?.label ?? String(id));
