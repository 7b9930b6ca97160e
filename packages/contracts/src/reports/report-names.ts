/**
 * Routes, permission names and device-API paths of the reports area (zod-free: the web's route
 * manifest reads it without loading the declarations and their schemas).
 */

/** What a device reports: a scan, a battery test, a thermal image, a user's detection, a new-energy pack check. */
export const REPORT_KINDS = ['diagnosis', 'battery', 'thermal', 'detection', 'newEnergy'] as const;
export type TReportKind = (typeof REPORT_KINDS)[number];

/** The menu folders (nodes without a screen) of routes.tsv's three report groups. */
export const REPORT_FOLDERS = {
  detection: '/userDetectionReport',
  newEnergy: '/newEneryManage',
  test: '/testReportManage',
} as const;

/** Each kind's list and detail route (the detail's segment named as routes.tsv names it). */
export const REPORT_ROUTES: Record<TReportKind, { list: string; detail: string }> = {
  diagnosis: { list: '/testReportManage/diagnosisReport/list', detail: '/testReportManage/diagnosisReport/detail/{diagnosisReportId}' },
  battery: { list: '/testReportManage/batteryReport/list', detail: '/testReportManage/batteryReport/detail/{id}' },
  thermal: { list: '/testReportManage/thermalImaging/list', detail: '/testReportManage/thermalImaging/detail/{id}' },
  detection: { list: '/userDetectionReport/detectionReportManage', detail: '/userDetectionReport/detectionReportManage/detail/{id}' },
  newEnergy: { list: '/newEneryManage/newEnery', detail: '/newEneryManage/newEnery/detail/{id}' },
};
export const REPORT_SHARES_ROUTE = '/userDetectionReport/userShareManage';
export const REPORT_PUSH_USER_ROUTE = '/testReportManage/pushUser';
export const REPORT_PUSH_SN_ROUTE = '/testReportManage/pushSN';
export const REPORT_PUSH_LOG_ROUTE = '/testReportManage/pushLog';

/** A kind's list, detail and file download; export of its list. */
export const REPORT_PERMISSION: Record<TReportKind, { view: string; export: string }> = {
  diagnosis: { view: 'report_diagnosis_view', export: 'report_diagnosis_export' },
  battery: { view: 'report_battery_view', export: 'report_battery_export' },
  thermal: { view: 'report_thermal_view', export: 'report_thermal_export' },
  detection: { view: 'report_detection_view', export: 'report_detection_export' },
  newEnergy: { view: 'report_new_energy_view', export: 'report_new_energy_export' },
};
export const REPORT_SHARE_PERMISSION = { view: 'report_share_view', export: 'report_share_export', revoke: 'report_share_revoke' } as const;
export const REPORT_PUSH_LOG_PERMISSION = { view: 'report_push_log_view', export: 'report_push_log_export' } as const;
/** Pushing a report's summary: to customers by account, or to the owners of SNs. */
export const REPORT_PUSH_PERMISSION = { users: 'report_push_user', sns: 'report_push_sn' } as const;

/** The device API (`/{svc}-app…`): a terminal uploads a report; customers list theirs and share them. */
export const REPORT_DEVICE_UPLOAD_PATH = '/report/upload';
export const REPORT_MINE_PATH = '/report/mine';
export const REPORT_SHARE_PATH = '/report/share';
/** A share's public view: `${REPORT_SHARED_PATH}/{token}` (and `/file` for the report's file). */
export const REPORT_SHARED_PATH = '/report/shared';

/** Report files: judged by content; a thermal report is an image (its preview). */
export const REPORT_FILE_TYPES: Record<TReportKind, readonly string[]> = {
  diagnosis: ['pdf', 'png', 'jpg', 'jpeg'],
  battery: ['pdf', 'png', 'jpg', 'jpeg'],
  thermal: ['png', 'jpg', 'jpeg'],
  detection: ['pdf', 'png', 'jpg', 'jpeg'],
  newEnergy: ['pdf', 'png', 'jpg', 'jpeg'],
};
export const REPORT_FILE_MAX_BYTES = 20 * 1024 * 1024;
/** The files area's area of each kind (its view permission is the kind's). */
export const reportFileArea = (kind: TReportKind) => `report-${kind}`;
