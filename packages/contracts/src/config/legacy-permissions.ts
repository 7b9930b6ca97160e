import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { functionConfigResource } from './function-config';
import { legacyGeneralResource, legacySpecialResource } from './legacy-config';
import { odmConfigResource } from './odm-config';
import { oemDeviceResource } from './oem-device';
import { appFunctionResource, productConfigurationResource, productModelConfigurationResource } from './product-setup';
import { snCommonConfigResource } from './sn-common';
import { packagingResource, packingResource } from './sn-package';
import { snSpecialConfigResource } from './sn-special';

/** The configuration area's simpler objects (old SN configs, legacy and function configs, product setup, OEM devices, SN packages). */
export const CONFIG_LEGACY_RESOURCES = [
  snCommonConfigResource,
  snSpecialConfigResource,
  legacyGeneralResource,
  legacySpecialResource,
  functionConfigResource,
  productConfigurationResource,
  productModelConfigurationResource,
  appFunctionResource,
  oemDeviceResource,
  packingResource,
  packagingResource,
  odmConfigResource,
] as const;

/** Their grant tree's buttons (ALL_PERMISSIONS). */
export const CONFIG_LEGACY_PERMISSIONS: PermissionDef[] = /* @__PURE__ */ CONFIG_LEGACY_RESOURCES.flatMap((d) => Object.values(resourcePermissions(d)));
