/**
 * The permission names and routes of the revisioned configurations (general, product packages,
 * special per SN, function masks), apart from the declarations: the console's route manifest
 * (in the shell) reads these without loading the declarations and their schemas.
 */
export const CONFIG_FOLDER = '/configManagement';

export const GENERAL_CONFIG_ROUTE = '/configManagement/generalConfig/list';
export const PRODUCT_CONFIG_ROUTE = '/configManagement/productConfig/list';
export const SPECIAL_CONFIG_ROUTE = '/configManagement/specialConfig/list';
export const SPECIAL_CONFIG_INFO_ROUTE = '/configManagement/specialConfig/info';
export const ODM_CONFIG_ROUTE = '/configManagement/odmProductConfig/list';
export const MASK_CONFIG_ROUTE = '/configManagement/functionMaskConfig/list';
