import {
  AI_ASK,
  AI_ASK_PERMISSION,
  AI_MODEL_PERMISSION,
  CUSTOMER,
  envelope,
  PUBLIC,
  SIGNED_IN,
  ZAiAnswer,
  ZAiAskRequest,
  ZAiHealth,
  ZAiOption,
  ZAiTerminalAskRequest,
  ZAiTestRequest,
  ZIdParam,
} from '@diagops/contracts';
import { z } from 'zod';
import { clearSettingsOnWrites } from '../../platform/cache/settings-cache';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { sealSecret } from '../account';
import { revisionRoutes } from '../config';
import { customerOf } from '../customers';
import { authenticateTerminal } from '../terminals';
import { aiWritesDone, answerQuestion } from './answer';
import { aiAskRevisions, aiAskService, latestValues, passedPreset } from './ask.service';
import { aiBudgetService } from './budget';
import { SECRET_CONTEXT } from './chain';
import { aiModelService, aiOptions, checkHealth } from './models.service';

const tags = ['ai'];
/** what the customer and device APIs may answer besides an answer */
const ASK_ERRORS = [79602, 79604, 79605, 79606, 79607, 79609, 79612, 79613, 79614] as const;

/** Every route of the AI settings: the models, budgets and ask presets (reviewed), and the customer and device APIs' answer. */
export async function aiRoutes(app: App) {
  const { ctx } = app;
  const p = (path: string) => ctx.svcPath('ai', path);
  // the sealing key is read (or made) now: a model's save seals inside its transaction, where a
  // second connection would wait on it (PGlite has one)
  await sealSecret(ctx, 'warm-up', SECRET_CONTEXT);
  // the settlements and log rows still being written are written before the server closes
  app.addHook('onClose', async () => void (await aiWritesDone(ctx)));
  // a change to a model, budget or preset (any write under the AI settings' paths) clears the
  // settings the answers keep for a few seconds (platform/cache/settings-cache.ts)
  clearSettingsOnWrites(app, ctx, 'ai', ctx.svcPath('ai', '/'));
  await resourceRoutes(app, aiModelService, { tags });
  await resourceRoutes(app, aiBudgetService, { tags });
  await resourceRoutes(app, aiAskService, { tags });
  revisionRoutes(app, aiAskRevisions, AI_ASK);

  app.post(
    p('/aiModel/health'),
    {
      config: { permission: AI_MODEL_PERMISSION.health },
      schema: {
        summary: 'Check an AI model: ask its provider a short question, with the latency and outcome',
        tags,
        body: ZIdParam,
        response: { 200: envelope(ZAiHealth) },
      },
    },
    async (req) => ok(req, await checkHealth(ctx, req.body.id)),
  );
  app.get(
    p('/aiModel/secret'),
    {
      config: { permission: AI_MODEL_PERMISSION.view, errors: [79603] },
      schema: {
        summary: "Read an AI model's secret: always refused, secrets are write only (79603)",
        tags,
        querystring: ZIdParam,
        response: { 200: envelope(z.null()) },
      },
    },
    async () => {
      throw new AppError(79603);
    },
  );
  for (const what of ['aiModels', 'roles', 'knowledgeCategories'] as const)
    app.get(
      p(`/aiModel/lookup/${what}`),
      {
        config: { permission: SIGNED_IN },
        schema: {
          summary: `Choices of ${what === 'roles' ? 'roles' : what === 'aiModels' ? 'AI models' : 'knowledge-base categories'} for the AI settings forms`,
          tags,
          response: { 200: envelope(z.array(ZAiOption)) },
        },
      },
      async (req) => ok(req, await aiOptions(ctx, what, requestLanguage(req) === 'zh-CN' ? 'zh-CN' : 'en-US')),
    );
  app.post(
    p('/aiAsk/test'),
    {
      config: { permission: AI_ASK_PERMISSION.test, errors: [79605, 79607, 79609, 79610, 79612] },
      schema: {
        summary: "Ask a question with an ask preset's newest revision: answer, tokens, cost, latency (no budget)",
        tags,
        body: ZAiTestRequest,
        response: { 200: envelope(ZAiAnswer) },
      },
    },
    async (req) => {
      const values = await latestValues(ctx, req, req.body.id);
      return ok(req, await answerQuestion(ctx, { account: req.auth!.username, sn: null, app: null }, values, req.body.question, req));
    },
  );

  // the customer API: the scene's passed preset in the customer's language answers
  app.post(
    ctx.svcPath('app', '/ai/ask'),
    {
      config: { permission: CUSTOMER, errors: ASK_ERRORS },
      schema: {
        summary: "Ask the AI assistant a question in a scene of an app (the customer's language)",
        tags,
        body: ZAiAskRequest,
        response: { 200: envelope(ZAiAnswer) },
      },
    },
    async (req) => {
      const me = customerOf(req);
      const preset = await passedPreset(ctx, req.body.scene, me.language);
      return ok(req, await answerQuestion(ctx, { account: me.account, sn: null, app: req.body.app }, preset, req.body.question));
    },
  );
  // the device API: a terminal asks for its SN (X-App-Key, terminal key and secret as the heartbeat)
  app.post(
    ctx.svcPath('app', '/terminal/ai/ask'),
    {
      config: { permission: PUBLIC, errors: [15602, 1011, 79101, ...ASK_ERRORS] },
      schema: {
        summary: 'Ask the AI assistant a question from a terminal (X-App-Key) in a scene',
        tags,
        body: ZAiTerminalAskRequest,
        response: { 200: envelope(ZAiAnswer) },
      },
    },
    async (req) => {
      const b = req.body;
      await authenticateTerminal(ctx, req, b.app, b.terminalKey, b.sn);
      const preset = await passedPreset(ctx, b.scene, b.language ?? requestLanguage(req));
      return ok(req, await answerQuestion(ctx, { account: null, sn: b.sn ?? null, app: b.app }, preset, b.question));
    },
  );
}
