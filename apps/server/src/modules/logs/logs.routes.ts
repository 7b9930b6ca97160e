import {
  type ErrorCode,
  envelope,
  PLATFORM_ANALYSIS_PERMISSION,
  PUBLIC,
  ZAlgorithmRunReply,
  ZAlgorithmRunRequest,
  ZGatewayQueryReply,
  ZGatewayQueryRequest,
  ZObfcmReportReply,
  ZObfcmReportRequest,
  ZPlatformAnalysis,
  ZPlatformAnalysisQuery,
} from '@diagops/contracts';
import { installHiddenDataBackup } from '../../platform/audit/hidden-data';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { installTerminalGate } from '../terminals';
import { platformAnalysis } from './analysis.service';
import { blacklistGate, blacklistService } from './blacklist.service';
import { queryGateway, reportObfcm, runAlgorithm } from './device.service';
import {
  aiQueryLogService,
  algorithmRunService,
  errorLogService,
  gatewayQueryService,
  hiddenBackupService,
  obfcmReportService,
  operationLogService,
  requestLogService,
} from './logs.service';
import { backupHiddenData } from './writers';

const tags = ['logs'];
const deviceTags = ['device api: logs'];

/** /{svc}-log/…: the append-only lists and the blacklist from their declarations, the platform analysis, and the devices' calls. */
export async function logsRoutes(app: App) {
  const { ctx } = app;
  installTerminalGate(blacklistGate);
  installHiddenDataBackup(backupHiddenData);
  for (const svc of [
    operationLogService,
    requestLogService,
    errorLogService,
    gatewayQueryService,
    algorithmRunService,
    obfcmReportService,
    aiQueryLogService,
    hiddenBackupService,
    blacklistService,
  ])
    await resourceRoutes(app, svc, { tags, jobRoutes: svc === operationLogService });

  app.post(
    ctx.svcPath('log', '/platformAnalysis'),
    {
      config: { permission: PLATFORM_ANALYSIS_PERMISSION.view },
      schema: {
        summary: 'Sum the request log of a window of at most 31 days per module, route and day',
        tags,
        body: ZPlatformAnalysisQuery,
        response: { 200: envelope(ZPlatformAnalysis) },
      },
    },
    async (req) => ok(req, await platformAnalysis(ctx, req.body)),
  );

  // the devices' side: each call names its terminal (X-App-Key and terminalKey, as for its configuration) and SN
  const device = (errors: ErrorCode[]) => ({ permission: PUBLIC, errors: [15602, 1011, 79101, ...errors] as ErrorCode[] });
  app.post(
    ctx.svcPath('app', '/gateway/query'),
    {
      config: device([1002]),
      schema: {
        summary: "Ask to unlock a vehicle's secure gateway",
        description:
          'A known SN gets a signed token good for 10 minutes. Every query, granted or refused (blacklisted 79101, unknown SN 1002), is in the gateway query log.',
        tags: deviceTags,
        body: ZGatewayQueryRequest,
        response: { 200: envelope(ZGatewayQueryReply) },
      },
    },
    async (req) => ok(req, await queryGateway(ctx, req, req.body)),
  );
  app.post(
    ctx.svcPath('app', '/algorithm/run'),
    {
      config: device([79102, 79103]),
      schema: {
        summary: 'Compute the key of a seed with an online algorithm',
        description: 'Every run, answered or refused (an unknown algorithm 79102, the service down 79103), is in the online algorithm log.',
        tags: deviceTags,
        body: ZAlgorithmRunRequest,
        response: { 200: envelope(ZAlgorithmRunReply) },
      },
    },
    async (req) => ok(req, await runAlgorithm(ctx, req, req.body)),
  );
  app.post(
    ctx.svcPath('app', '/obfcm/report'),
    {
      config: device([]),
      schema: {
        summary: "Report a vehicle's OBFCM (fuel consumption monitoring) counters",
        tags: deviceTags,
        body: ZObfcmReportRequest,
        response: { 200: envelope(ZObfcmReportReply) },
      },
    },
    async (req) => ok(req, await reportObfcm(ctx, req, req.body)),
  );
}
