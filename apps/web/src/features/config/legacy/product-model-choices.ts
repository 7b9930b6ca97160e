import type { ResourceDef } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';
import type { FieldOverrides } from '../../../shared/kit/resource/resource-fields';

/** The product models a declaration's form offers (GET <base>/productModels: codes, labelled in the caller's language). */
export function useProductModelChoices(def: ResourceDef): FieldOverrides {
  const choices = useQuery({
    queryKey: ['config', def.api.base, 'productModels'],
    queryFn: () => getJson<Array<{ value: string; label: string }>>(svcPath('config', `${def.api.base}/productModels`)),
  });
  return { productModel: { options: choices.data ?? [] } };
}
