import { envelope, VIN_API_BASE, VIN_RULE_PERMISSION, ZVinAnalyseRequest, ZVinAnalysis, ZVinBatchStarted } from '@diagops/contracts';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { registerUploads } from '../../platform/kit/import';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { vinRuleService } from './vin.service';
import { VinAnalyser } from './vin-analyse';
import { receiveVinBatch } from './vin-batch';
import { closeVinDecoder } from './vin-decoder';

/**
 * The API of VIN analysis: the rules (generated from their declaration, with import and export),
 * the analysis of one VIN and the batch decode of an Excel list (a job polled at /{svc}-vehicle/job/{id}).
 */
export async function vinRoutes(app: App) {
  const { ctx } = app;
  const tags = ['vehicle'];
  await resourceRoutes(app, vinRuleService, { tags });
  await registerUploads(app);
  app.addHook('onClose', async () => closeVinDecoder(ctx));
  app.post(
    ctx.svcPath('vehicle', `${VIN_API_BASE}/analyse`),
    {
      config: { permission: VIN_RULE_PERMISSION.analyse },
      schema: {
        summary: "Check a VIN, decode it offline (NHTSA vPIC) and compare it with our rules' answer",
        tags,
        body: ZVinAnalyseRequest,
        response: { 200: envelope(ZVinAnalysis) },
      },
    },
    async (req) => ok(req, await new VinAnalyser(ctx, ctx.db, requestLanguage(req)).analyse(req.body.vin)),
  );
  app.post(
    ctx.svcPath('vehicle', `${VIN_API_BASE}/batchDecode`),
    {
      config: { permission: VIN_RULE_PERMISSION.analyse },
      schema: { summary: 'Decode an Excel list of VINs into a result workbook (starts a job)', tags, response: { 200: envelope(ZVinBatchStarted) } },
    },
    async (req) => ok(req, { jobId: await receiveVinBatch(ctx, req) }),
  );
}
