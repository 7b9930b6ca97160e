// The configuration packages area (issue 32, business.md §3–§5): what each device runs and may use.
export * from './config-names';
export * from './effective';
export * from './general-config';
export * from './mask-config';
export * from './product-config';
export * from './revisions';
export * from './special-config';
// the simpler screens: old SN configs, legacy and function configs, product setup, OEM devices, SN packages
export * from './function-config';
export * from './function-config-names';
export * from './legacy-config';
export * from './legacy-permissions';
export * from './oem-device';
export * from './product-setup';
export * from './product-setup-names';
export * from './sn-common';
export * from './sn-names';
export * from './sn-package';
export * from './sn-special';
