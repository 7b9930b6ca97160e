import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { configPackResource } from './config-pack';
import { generalConfigResource } from './general-config';
import { maskConfigResource } from './mask-config';
import { productConfigResource } from './product-config';
import { specialConfigResource } from './special-config';

/** The grant tree's buttons of the revisioned configurations and the special configs. */
export const CONFIG_PERMISSIONS: PermissionDef[] = [
  generalConfigResource,
  specialConfigResource,
  productConfigResource,
  maskConfigResource,
  configPackResource,
].flatMap((d) => Object.values(resourcePermissions(d)));
