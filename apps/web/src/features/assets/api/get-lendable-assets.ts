import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';

export type LendableAsset = { id: number; code: string; name: string };

/** GET /{svc}-asset/asset/lendable: assets in stock whose code or name starts with the keyword. */
export const getLendableAssets = (keyword?: string) => getJson<LendableAsset[]>(svcPath('asset', '/asset/lendable'), keyword ? { keyword } : undefined);
