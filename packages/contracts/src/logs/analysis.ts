import { z } from 'zod';
import type { PermissionDef } from '../permissions/registry';
import { LOG_ROUTES, PLATFORM_ANALYSIS_PERMISSION } from './log-names';

/** The platform analysis (/logManage/platformAnalysis): the request log summed over a window, per module and per route. */
export const ANALYSIS_MAX_DAYS = 31;
export const ZPlatformAnalysisQuery = z
  .object({ from: z.iso.datetime({ offset: true }), to: z.iso.datetime({ offset: true }), module: z.string().trim().min(1).max(64).optional() })
  .strict();
const ZTotals = z.object({
  requests: z.number(),
  failed: z.number(),
  refused: z.number(),
  /** the share of requests answered 5xx, 0..1 */
  errorRate: z.number(),
  p50Ms: z.number(),
  p95Ms: z.number(),
  maxMs: z.number(),
});
export const ZPlatformAnalysis = z.object({
  totals: ZTotals,
  modules: z.array(ZTotals.extend({ module: z.string() })),
  slowestRoutes: z.array(ZTotals.extend({ method: z.string(), route: z.string() })),
  perDay: z.array(z.object({ day: z.string(), requests: z.number(), failed: z.number() })),
});
export type TPlatformAnalysis = z.infer<typeof ZPlatformAnalysis>;
export const PLATFORM_ANALYSIS_PERMISSIONS: PermissionDef[] = [
  { name: PLATFORM_ANALYSIS_PERMISSION.view, page: LOG_ROUTES.analysis, zh: '查看平台分析', en: 'View the platform analysis' },
];
