import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson, postJson } from '../../../shared/kit/kit-api';

/** Options of a dictionary category for a product line (POST /{svc}-dic/dic/{product}/getSysDic/{code}). */
export function useDicOptions(code: string, line = 'diag') {
  return useQuery({
    queryKey: ['dic', line, code],
    queryFn: async () =>
      (await postJson<Array<{ value: string; label: string }>>(svcPath('dic', `/dic/${line}/getSysDic/${code}`))).map((e) => ({
        value: e.value,
        label: e.label,
      })),
    staleTime: 5 * 60_000,
  });
}

/** Brands of a product line (GET /{svc}-dic/dic/{product}/getProductBrandList). */
export function useBrandOptions(line: string | undefined) {
  return useQuery({
    queryKey: ['dic', line, 'brands'],
    enabled: Boolean(line),
    queryFn: async () =>
      (await getJson<Array<{ id: number; name: string }>>(svcPath('dic', `/dic/${line}/getProductBrandList`))).map((b) => ({ value: b.id, label: b.name })),
  });
}
