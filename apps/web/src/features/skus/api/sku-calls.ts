import type { TSaveSkuRequest, TSku, TUpdateSkuBatchRequest, TUpdateSkuRequest } from '@diagops/contracts';
import { useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';
import { useProductOptions } from '../../products';

const sku = (p: string) => svcPath('product', `/platformsku${p}`);
export const SKU_SERVICE = 'product';
export const skuUrls = {
  exportExcel: sku('/exportExcel'),
  importExcel: sku('/importExcel'),
  template: sku('/downloadTemplate'),
  failedFile: (jobId: string) => sku(`/downloadFailedFile?jobId=${jobId}`),
};

/** POST /{svc}-product/platformsku/skus */
export const getSkuPage = (q: Record<string, unknown>) => fetchPage<TSku>(sku('/skus'), q);
export const getSku = (id: number) => getJson<TSku>(sku(`/info/${id}`));
export const addSku = (b: TSaveSkuRequest) => postJson<TSku>(sku('/add'), b);
export const updateSku = (b: TUpdateSkuRequest) => postJson<TSku>(sku('/update'), b);
export const deleteSku = (b: { id: number; version: number }) => postJson<null>(sku('/del'), b);
export const updateSkuBatch = (b: TUpdateSkuBatchRequest) => postJson<{ updated: number }>(sku('/updateBatch'), b);

/** Channels and products for the SKU form and search. */
export function useSkuOptions(zh: boolean) {
  const channels = useQuery({
    queryKey: ['dic', 'channels'],
    queryFn: async () =>
      (await getJson<Array<{ id: number; code: string; name: string }>>(svcPath('dic', '/dic/diag/getChannelList'))).map((c) => ({
        value: c.id,
        label: `${c.code} ${c.name}`,
      })),
  });
  const products = useProductOptions(zh);
  return { channels: channels.data ?? [], products: products.data ?? [] };
}
