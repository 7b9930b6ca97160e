import {
  envelope,
  LEGAL_PERMISSION as P,
  SIGNED_IN,
  ZIdParam,
  ZLegalAction,
  ZLegalConsentPage,
  ZLegalConsentPageQuery,
  ZLegalDetail,
  ZLegalPage,
  ZLegalPageQuery,
  ZLegalReject,
  ZLegalRow,
  ZLegalSave,
  ZLegalSetting,
  ZLegalSoftwareCode,
  ZLegalStatsQuery,
  ZLegalStatsRow,
  ZLegalUpdate,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { registerExport, sendExport, startExport, wantsJob } from '../../platform/kit/export';
import { EXPORT_REPLY } from '../../platform/kit/files';
import { registerJobRoutes } from '../../platform/kit/job-routes';
import { installCustomerGate } from '../customers';
import { softwareCodesByCodes } from '../software';
import { legalAppRoutes } from './legal.app-routes';
import { acceptanceGate, startConsentBroadcast } from './legal.consents';
import { listSettings, saveSetting } from './legal.settings';
import { consentStats, pageConsents, statsExport } from './legal.stats';
import { addVersion, pageVersions, publishVersion, rejectVersion, submitVersion, updateVersion, versionDetail } from './legal.versions';

const tags = ['legal documents'];

/**
 * /{svc}-legal/…: document versions and their review, the apps each type applies to, consent
 * records and their statistics; the customer API (/{svc}-app/legal/…) and the acceptance gate.
 */
export async function legalRoutes(app: App) {
  const { ctx } = app;
  const d = (p: string) => ctx.svcPath('legal', `/legalDocument${p}`);
  // customer calls naming an app (X-App-Code) wait for the acceptance of a material change
  installCustomerGate(acceptanceGate);
  // a withdrawal made on another instance holds the customer back here at once
  let stopConsentBroadcast: (() => Promise<void>) | null = null;
  app.addHook('onReady', async () => {
    stopConsentBroadcast = await startConsentBroadcast(ctx);
  });
  app.addHook('onClose', async () => {
    await stopConsentBroadcast?.();
  });
  registerExport(statsExport);
  // the export button's job and its file (/{svc}-legal/job/…)
  registerJobRoutes(app, 'legal');

  app.post(
    d('/page'),
    {
      config: { permission: P.view },
      schema: { summary: 'List legal document versions', tags, body: ZLegalPageQuery, response: { 200: envelope(ZLegalPage) } },
    },
    async (req) => ok(req, await pageVersions(ctx, req, req.body)),
  );
  app.get(
    d('/detail/:id'),
    {
      config: { permission: P.view, errors: [1002] },
      schema: {
        summary: 'Show a document version with its bodies and its diff against the previous published one',
        tags,
        params: ZIdParam,
        response: { 200: envelope(ZLegalDetail) },
      },
    },
    async (req) => ok(req, await versionDetail(ctx, req, req.params.id)),
  );
  app.post(
    d('/save'),
    {
      config: { permission: P.add, errors: [79503] },
      schema: { summary: 'Add a draft version of a document type', tags, body: ZLegalSave, response: { 200: envelope(ZLegalRow) } },
    },
    async (req) => ok(req, await addVersion(ctx, req, req.body)),
  );
  app.post(
    d('/update'),
    {
      config: { permission: P.edit, errors: [79501, 79503, 1002, 1005, 1017] },
      schema: {
        summary: 'Change a draft, rejected or in-review version (a published one is immutable)',
        tags,
        body: ZLegalUpdate,
        response: { 200: envelope(ZLegalRow) },
      },
    },
    async (req) => ok(req, await updateVersion(ctx, req, req.body)),
  );
  app.post(
    d('/submit'),
    {
      config: { permission: P.submit, errors: [1002, 1005, 1017] },
      schema: { summary: 'Send a draft or rejected version for review', tags, body: ZLegalAction, response: { 200: envelope(ZLegalRow) } },
    },
    async (req) => ok(req, await submitVersion(ctx, req, req.body.id, req.body.version)),
  );
  app.post(
    d('/publish'),
    {
      config: { permission: P.publish, errors: [79502, 1002, 1005, 1017] },
      schema: { summary: 'Publish a version in review (not by its author or an editor)', tags, body: ZLegalAction, response: { 200: envelope(ZLegalRow) } },
    },
    async (req) => ok(req, await publishVersion(ctx, req, req.body.id, req.body.version)),
  );
  app.post(
    d('/reject'),
    {
      config: { permission: P.publish, errors: [79502, 1002, 1005, 1017] },
      schema: { summary: 'Reject a version in review with a reason', tags, body: ZLegalReject, response: { 200: envelope(ZLegalRow) } },
    },
    async (req) => ok(req, await rejectVersion(ctx, req, req.body.id, req.body.version, req.body.reason)),
  );

  app.get(
    d('/settings'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'List the software codes each document type applies to', tags, response: { 200: envelope(z.array(ZLegalSetting)) } },
    },
    async (req) => ok(req, await listSettings(ctx.db)),
  );
  app.post(
    d('/settings/save'),
    {
      config: { permission: P.settings, errors: [79508] },
      schema: { summary: 'Set the software codes a document type applies to', tags, body: ZLegalSetting, response: { 200: envelope(ZLegalSetting) } },
    },
    async (req) => ok(req, await saveSetting(ctx, req, req.body)),
  );
  app.get(
    d('/softwareCodes'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'List the software codes a document type may apply to', tags, response: { 200: envelope(z.array(ZLegalSoftwareCode)) } },
    },
    async (req) => ok(req, await softwareCodesByCodes(ctx.db)),
  );

  app.post(
    d('/statistics'),
    {
      config: { permission: P.statsView },
      schema: {
        summary: 'Count acceptances, declines and withdrawals per version, language and app',
        tags,
        body: ZLegalStatsQuery,
        response: { 200: envelope(z.array(ZLegalStatsRow)) },
      },
    },
    async (req) => ok(req, await consentStats(ctx.db, req.body)),
  );
  app.post(
    d('/statistics/exportExcel'),
    {
      config: { permission: P.statsExport, reply: EXPORT_REPLY },
      schema: { summary: 'Export the acceptance statistics as xlsx (or start an export job)', tags, body: ZLegalStatsQuery },
    },
    async (req, reply) =>
      wantsJob(req) ? ok(req, { jobId: await startExport(ctx, req, statsExport, req.body) }) : sendExport(ctx, req, reply, statsExport, req.body),
  );
  app.post(
    d('/consent/page'),
    {
      config: { permission: P.statsView },
      schema: { summary: 'List consent records, newest first', tags, body: ZLegalConsentPageQuery, response: { 200: envelope(ZLegalConsentPage) } },
    },
    async (req) => ok(req, await pageConsents(ctx.db, req.body)),
  );

  await legalAppRoutes(app);
}
