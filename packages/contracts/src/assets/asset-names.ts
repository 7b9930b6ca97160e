/**
 * The permission names and routes of assets, apart from the declarations: the console's route
 * manifest (in the shell) reads these without loading the declarations and their schemas.
 */
export const ASSET_PERMISSION = {
  view: 'asset_view',
  add: 'asset_add',
  edit: 'asset_edit',
  del: 'asset_del',
  export: 'asset_export',
  import: 'asset_import',
  maintain: 'asset_maintain',
  scrap: 'asset_scrap',
} as const;
export const LOAN_PERMISSION = { view: 'asset_loan_view', add: 'asset_lend', lend: 'asset_lend', export: 'asset_loan_export' } as const;

export const ASSETS_ROUTE = '/assets/assetsList';
export const LOAN_REGISTRATION_ROUTE = '/assets/borrowingRegistration/registrationList';
/** The borrowing records screen: every loan, open or returned (the same rows and calls). */
export const LOAN_RECORDS_ROUTE = '/assets/borrowingRecord/recordList';
