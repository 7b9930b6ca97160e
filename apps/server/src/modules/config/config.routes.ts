import { createHash } from 'node:crypto';
import {
  CONFIG_PACK,
  envelope,
  GENERAL_CONFIG,
  MASK_CONFIG,
  PRODUCT_CONFIG,
  PUBLIC,
  SIGNED_IN,
  SPECIAL_CONFIG_PERMISSION,
  ZBlastRadius,
  ZConfigLookupQuery,
  ZConfigOption,
  ZDeviceConfig,
  ZDeviceConfigQuery,
  ZEffectiveConfig,
  ZEffectiveQuery,
  ZPassRevision,
  ZRejectRevision,
  ZRevision,
  ZRevisionIdQuery,
  ZRevisionSaved,
  ZRevisionTarget,
  ZRollbackRevision,
  ZSpecialSetRequest,
  ZSpecialSetResult,
} from '@diagops/contracts';
import { z } from 'zod';
import { clearSettingsOnWrites } from '../../platform/cache/settings-cache';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { schedulePeriodic } from '../../platform/kit/jobs';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { authenticateTerminal } from '../terminals';
import { CONFIG_CACHE, deviceView, effectiveConfig } from './effective';
import { configLegacyRoutes } from './legacy.routes';
import { channelOptions, productModelOptions } from './lookups';
import {
  configPackService,
  generalConfigService,
  generalRevisions,
  maskConfigService,
  maskRevisions,
  packRevisions,
  productConfigService,
  productRevisions,
} from './revisioned.service';
import type { RevisionEngine } from './revisions';
import { changeSpecialSet, specialConfigService } from './special-config.service';
import { recordSpecialEffects } from './special-effects';
import { specialSnListRoutes } from './special-sn-list';

const tags = ['config'];
const saved = { 200: envelope(ZRevisionSaved) };

/** The review routes of one revisioned object, beside its kit routes: <base>/revision/… (under its declaration's service) */
export function revisionRoutes(app: App, engine: RevisionEngine, contracts: { ZSave: z.ZodType; ZUpdate: z.ZodType }) {
  const { ctx } = app;
  const def = engine.kind.def;
  const P = def.permissions;
  const label = def.label[1].toLowerCase();
  const path = (op: string) => ctx.svcPath(def.api.service, `${def.api.base}/revision/${op}`);
  app.post(
    path('save'),
    {
      config: { permission: P.add!, errors: [10120] },
      schema: { summary: `Write a new ${label}: status new, its first revision a draft`, tags, body: contracts.ZSave, response: saved },
    },
    async (req) => ok(req, await engine.create(ctx, req, req.body as Record<string, unknown>)),
  );
  app.post(
    path('update'),
    {
      config: { permission: P.edit!, errors: [1017] },
      schema: {
        summary: `Change a ${label}: the open revision (one in review needs a new look), or a new draft`,
        tags,
        body: contracts.ZUpdate,
        response: saved,
      },
    },
    async (req) => ok(req, await engine.update(ctx, req, req.body as never)),
  );
  app.post(
    path('submit'),
    {
      config: { permission: P.edit!, errors: [1017] },
      schema: { summary: `Send the open revision of a ${label} for review`, tags, body: ZRevisionTarget, response: saved },
    },
    async (req) => ok(req, await engine.submit(ctx, req, req.body)),
  );
  app.get(
    path('preview'),
    {
      config: { permission: P.review!, errors: [1017] },
      schema: {
        summary: `Preview what passing the open revision of a ${label} reaches, with its token`,
        tags,
        querystring: ZRevisionIdQuery,
        response: { 200: envelope(ZBlastRadius) },
      },
    },
    async (req) => ok(req, await engine.preview(ctx, req, req.query.id)),
  );
  app.post(
    path('pass'),
    {
      config: { permission: P.review!, errors: [1017, 102060, 102061] },
      schema: { summary: `Pass the revision in review of a ${label} (not one's own) with its preview token`, tags, body: ZPassRevision, response: saved },
    },
    async (req) => ok(req, await engine.pass(ctx, req, req.body)),
  );
  app.post(
    path('reject'),
    {
      config: { permission: P.review!, errors: [1017, 102060] },
      schema: { summary: `Reject the revision in review of a ${label} (not one's own) with a reason`, tags, body: ZRejectRevision, response: saved },
    },
    async (req) => ok(req, await engine.reject(ctx, req, req.body)),
  );
  app.post(
    path('rollback'),
    {
      config: { permission: P.edit!, errors: [1017] },
      schema: { summary: `Roll a ${label} back: a new revision in review restoring an older passed one`, tags, body: ZRollbackRevision, response: saved },
    },
    async (req) => ok(req, await engine.rollback(ctx, req, req.body)),
  );
  app.get(
    path('list'),
    {
      config: { permission: P.view },
      schema: {
        summary: `Every revision of a ${label}, newest first, with the fields each changed`,
        tags,
        querystring: ZRevisionIdQuery,
        response: { 200: envelope(z.array(ZRevision)) },
      },
    },
    async (req) => ok(req, await engine.list(ctx, req, req.query.id)),
  );
}

/** Every route of the configuration area: each object's routes register here. */
export async function configRoutes(app: App) {
  await configLegacyRoutes(app);
  const { ctx } = app;
  // any configuration write clears the model-level configs the device API keeps for a few seconds (effective.ts)
  clearSettingsOnWrites(app, ctx, CONFIG_CACHE, ctx.svcPath('config', '/'));
  await resourceRoutes(app, generalConfigService, { tags });
  await resourceRoutes(app, productConfigService, { tags });
  await resourceRoutes(app, maskConfigService, { tags });
  await resourceRoutes(app, configPackService, { tags });
  await resourceRoutes(app, specialConfigService, { tags });
  await specialSnListRoutes(app);
  revisionRoutes(app, generalRevisions, GENERAL_CONFIG);
  revisionRoutes(app, productRevisions, PRODUCT_CONFIG);
  revisionRoutes(app, maskRevisions, MASK_CONFIG);
  revisionRoutes(app, packRevisions, CONFIG_PACK);

  for (const action of ['enable', 'disable'] as const)
    app.post(
      ctx.svcPath('config', `/specialConfig/${action}Set`),
      {
        config: { permission: SPECIAL_CONFIG_PERMISSION.disable },
        schema: {
          summary: `${action === 'enable' ? 'Enable' : 'Disable'} a selection of special configs together: all or none, each refusal named (CFG-02)`,
          tags,
          body: ZSpecialSetRequest,
          response: { 200: envelope(ZSpecialSetResult) },
        },
      },
      async (req) => ok(req, await changeSpecialSet(ctx, req, req.body.ids, action)),
    );

  app.get(
    ctx.svcPath('config', '/effective'),
    {
      config: { permission: SPECIAL_CONFIG_PERMISSION.effective },
      schema: {
        summary: "An SN's effective configuration at a date: each item, the config that wins it and why",
        tags,
        querystring: ZEffectiveQuery,
        response: { 200: envelope(ZEffectiveConfig) },
      },
    },
    async (req) => {
      const now = ctx.clock.now();
      const asOf = req.query.asOf ? new Date(req.query.asOf) : new Date(now);
      return ok(req, await effectiveConfig(ctx.db, req.query.sn, asOf, !req.query.asOf, requestLanguage(req)));
    },
  );

  for (const [name, lookup] of [
    ['productModels', productModelOptions],
    ['channels', channelOptions],
  ] as const)
    app.get(
      ctx.svcPath('config', `/lookup/${name}`),
      {
        // product model and channel names are every staff member's to see: each config form searches them
        config: { permission: SIGNED_IN },
        schema: {
          summary: `Choices of ${name === 'channels' ? 'sales channels' : 'product models'} for the configuration forms (prefix or ids)`,
          tags,
          querystring: ZConfigLookupQuery,
          response: { 200: envelope(z.array(ZConfigOption)) },
        },
      },
      async (req) => ok(req, await lookup(ctx.db, req, req.query.keyword, req.query.ids?.split(',').map(Number))),
    );

  await schedulePeriodic(ctx, 'config-special-effects', 900, async () => {
    try {
      await recordSpecialEffects(ctx);
    } catch (err) {
      console.error('special config effects job', err instanceof Error ? err.message : err);
    }
  });

  // the device side: a terminal asks for its SN's configuration; unchanged since its ETag → 304
  app.get(
    ctx.svcPath('app', '/terminal/config'),
    {
      config: { permission: PUBLIC, errors: [15602, 1011, 79101, 1002] },
      schema: {
        summary: "Get a terminal's configuration for its SN (X-App-Key); 304 when its ETag is unchanged",
        tags,
        querystring: ZDeviceConfigQuery,
        response: { 200: envelope(ZDeviceConfig), 304: z.null().describe('Not modified: the configuration is the one of the ETag sent') },
      },
    },
    async (req, reply) => {
      await authenticateTerminal(ctx, req, req.query.app, req.query.terminalKey, req.query.sn);
      const view = deviceView(await effectiveConfig(ctx.db, req.query.sn, new Date(ctx.clock.now()), true, 'en-US', ctx));
      const etag = `"${createHash('sha256').update(JSON.stringify(view)).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return ok(req, view);
    },
  );
}
