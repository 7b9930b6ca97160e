// The configuration area's simpler objects: old SN configs, legacy and function configs, product setup, ODM and OEM, SN packages.
export * from './function-config';
export * from './function-config-names';
export * from './legacy-config';
export * from './legacy-permissions';
export * from './odm-config';
export * from './oem-device';
export * from './product-setup';
export * from './product-setup-names';
export * from './sn-common';
export * from './sn-names';
export * from './sn-package';
export * from './sn-special';
