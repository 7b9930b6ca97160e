import type { TDeleteRequest, TProduct, TProductStatusRequest, TSaveProductRequest, TUpdateProductRequest } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, getJson, postJson } from '../../../shared/kit/kit-api';

const product = (p: string) => svcPath('product', `/product${p}`);

/** POST /{svc}-product/product/getProductPage */
export const getProductPage = (q: Record<string, unknown>) => fetchPage<TProduct>(product('/getProductPage'), q);
/** GET /{svc}-product/product/getProductById/{id} */
export const getProductById = (id: number) => getJson<TProduct>(product(`/getProductById/${id}`));
export const saveProduct = (b: TSaveProductRequest) => postJson<TProduct>(product('/save'), b);
export const updateProduct = (b: TUpdateProductRequest) => postJson<TProduct>(product('/update'), b);
export const deleteProduct = (b: TDeleteRequest) => postJson<null>(product('/delete'), b);
export const changeProductStatus = (b: TProductStatusRequest) => postJson<TProduct>(product('/status'), b);
