/**
 * The permission names and routes of the product setup screens (product configuration, product
 * model configuration, app functions), the OEM devices and the ODM product configs, apart from
 * their declarations (the route manifest reads these alone).
 */
export const PRODUCT_CONFIGURATION_ROUTE = '/productConfiguration/list';
export const PRODUCT_CONFIGURATION_PATHS = {
  add: '/productConfiguration/add',
  edit: '/productConfiguration/edit?id={id}',
  detail: '/productConfiguration/detail?id={id}',
} as const;
export const PRODUCT_CONFIGURATION_PERMISSION = {
  view: 'product_configuration_view',
  add: 'product_configuration_add',
  edit: 'product_configuration_edit',
  del: 'product_configuration_del',
  export: 'product_configuration_export',
} as const;

export const PRODUCT_MODEL_CONFIGURATION_ROUTE = '/productModelConfiguration/list';
export const PRODUCT_MODEL_CONFIGURATION_PERMISSION = {
  view: 'product_model_configuration_view',
  add: 'product_model_configuration_add',
  edit: 'product_model_configuration_edit',
  del: 'product_model_configuration_del',
  export: 'product_model_configuration_export',
} as const;

export const APP_FUNCTION_ROUTE = '/appFunctionConfig';
export const APP_FUNCTION_PERMISSION = {
  view: 'app_function_view',
  add: 'app_function_add',
  edit: 'app_function_edit',
  export: 'app_function_export',
  switch: 'app_function_switch',
} as const;

export const OEM_DEVICE_ROUTE = '/temporary/list';
export const OEM_DEVICE_PERMISSION = {
  view: 'oem_device_view',
  add: 'oem_device_add',
  edit: 'oem_device_edit',
  del: 'oem_device_del',
  export: 'oem_device_export',
} as const;

export const ODM_CONFIG_PERMISSION = {
  view: 'odm_config_view',
  add: 'odm_config_add',
  edit: 'odm_config_edit',
  export: 'odm_config_export',
  disable: 'odm_config_disable',
} as const;
