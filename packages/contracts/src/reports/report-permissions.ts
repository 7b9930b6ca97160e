import type { PermissionDef } from '../permissions/registry';
import { REPORT_PUSH_ALL_PERMISSIONS } from './report-pushes';
import { REPORT_SHARE_PERMISSIONS } from './report-shares';
import { REPORT_PERMISSIONS } from './reports';

/** Every permission of the reports area, for ALL_PERMISSIONS. */
export const REPORTS_ALL_PERMISSIONS: PermissionDef[] = [...REPORT_PERMISSIONS, ...Object.values(REPORT_SHARE_PERMISSIONS), ...REPORT_PUSH_ALL_PERMISSIONS];
