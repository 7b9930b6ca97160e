/** The names alone: the console's route manifest (in the shell) reads these without the labels. */
export const CUSTOMER_PERMISSION = {
  customerView: 'brand_customer_view',
  customerAdd: 'brand_customer_add',
  customerEdit: 'brand_customer_edit',
  customerExport: 'brand_customer_export',
  customerPhoneView: 'brand_customer_phone_view',
  customerPoints: 'brand_customer_points',
  customerLabel: 'brand_customer_label',
  customerSfd: 'brand_customer_sfd',
  seedView: 'brand_seed_user_view',
  labelView: 'brand_label_view',
  labelEdit: 'brand_label_edit',
  forecastView: 'brand_forecast_view',
  forecastEdit: 'brand_forecast_edit',
} as const;
