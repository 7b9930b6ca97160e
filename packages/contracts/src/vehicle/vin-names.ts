/** Routes and permission names of VIN analysis: validation, offline decode, comparison (zod-free: the web's route manifest reads it). */
export const VIN_RULE_PERMISSION = {
  view: 'vehicle_vin_view',
  add: 'vehicle_vin_add',
  edit: 'vehicle_vin_edit',
  del: 'vehicle_vin_del',
  export: 'vehicle_vin_export',
  import: 'vehicle_vin_import',
  /** analyse one VIN and batch-decode a list of them */
  analyse: 'vehicle_vin_analyse',
} as const;

/** "VIN analysis data": the rules mapping a WMI (and a VDS pattern, years) onto our brand, model and type, and the analysis panel. */
export const VIN_ANALYSIS_ROUTE = '/simple/vinAnalysisData/list';
/** The API base of the rules and the analysis (/{svc}-vehicle/vinAnalysisData/…). */
export const VIN_API_BASE = '/vinAnalysisData';
/** At most this many VINs in a batch decode (one per row of the first column). */
export const VIN_BATCH_MAX = 10_000;
