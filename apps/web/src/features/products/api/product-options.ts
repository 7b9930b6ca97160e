import { useQuery } from '@tanstack/react-query';
import { getProductPage } from './product-calls';

/** The first 100 products by code as select options "code name" (the model and SKU forms and searches). */
export function useProductOptions(zh: boolean) {
  return useQuery({
    queryKey: ['products', 'options', zh],
    queryFn: async () =>
      (await getProductPage({ current: 1, size: 100, sort: { field: 'code', order: 'asc' } })).records.map((p) => ({
        value: p.id,
        label: `${p.code} ${zh ? p.nameZh : p.nameEn}`,
      })),
  });
}
