import {
  CUSTOMER,
  envelope,
  MAIL_PERMISSIONS as P,
  PUBLIC,
  SIGNED_IN,
  ZDeleteRequest,
  ZIdParam,
  ZMailPreview,
  ZMailPreviewRequest,
  ZMailProvider,
  ZMailProviderPage,
  ZMailProviderPageQuery,
  ZMailScene,
  ZMailScenePage,
  ZMailScenePageQuery,
  ZMailTemplate,
  ZMailTemplateOption,
  ZMailTemplatePage,
  ZMailTemplatePageQuery,
  ZMessageScene,
  ZMessageScenePage,
  ZMessageScenePageQuery,
  ZOwnSubscription,
  ZReceivingTerminal,
  ZReceivingTerminalPage,
  ZReceivingTerminalPageQuery,
  ZSaveMailProviderRequest,
  ZSaveMailSceneRequest,
  ZSaveMailTemplateRequest,
  ZSaveMessageSceneRequest,
  ZSaveTerminalRequest,
  ZSetOwnSubscriptionRequest,
  ZSetSubscriptionRequest,
  ZSubscriberPage,
  ZSubscriptionPageQuery,
  ZSubscriptionTopic,
  ZTemplateConfig,
  ZTestMailRequest,
  ZTestMailResult,
  ZUpdateMailProviderRequest,
  ZUpdateMailSceneRequest,
  ZUpdateMailTemplateRequest,
  ZUpdateMessageSceneRequest,
  ZUpdateTerminalRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { customerOf } from '../customers';
import { installMailKeys } from './mail.keys';
import * as svc from './mail.service';
import { unsubscribeByToken } from './mail.unsubscribe';

const tags = ['mail'];

/**
 * /{svc}-message/mailProvider/…, /mailTemplate/…, /mailScene/…, /messageScene/…,
 * /subscription/…, /templateConfig, /receivingTerminal/…, and the public
 * /{svc}-app/unsubscribe page of the links in subscription mail.
 */
export async function mailRoutes(app: App) {
  const { ctx } = app;
  await installMailKeys(ctx);
  const m = (p: string) => ctx.svcPath('message', p);

  // ---- providers ----
  app.post(
    m('/mailProvider/page'),
    {
      config: { permission: P.providerView.name },
      schema: { summary: 'Page e-mail providers', tags, body: ZMailProviderPageQuery, response: { 200: envelope(ZMailProviderPage) } },
    },
    async (req) => ok(req, await svc.providerPageOf(ctx, req.body)),
  );
  app.get(
    m('/mailProvider/detail/:id'),
    {
      config: { permission: P.providerView.name },
      schema: { summary: 'Get an e-mail provider (never its password)', tags, params: ZIdParam, response: { 200: envelope(ZMailProvider) } },
    },
    async (req) => ok(req, await svc.getProvider(ctx, req.params.id)),
  );
  app.post(
    m('/mailProvider/save'),
    {
      config: { permission: P.providerEdit.name },
      schema: { summary: 'Add an e-mail provider', tags, body: ZSaveMailProviderRequest, response: { 200: envelope(ZMailProvider) } },
    },
    async (req) => ok(req, await svc.saveProvider(ctx, req, req.body)),
  );
  app.post(
    m('/mailProvider/update'),
    {
      config: { permission: P.providerEdit.name },
      schema: { summary: 'Change an e-mail provider', tags, body: ZUpdateMailProviderRequest, response: { 200: envelope(ZMailProvider) } },
    },
    async (req) => ok(req, await svc.updateProvider(ctx, req, req.body)),
  );
  app.post(
    m('/mailProvider/delete'),
    {
      config: { permission: P.providerEdit.name },
      schema: { summary: 'Delete an e-mail provider', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.deleteProvider(ctx, req, req.body.id, req.body.version).then(() => null)),
  );
  app.post(
    m('/mailProvider/test'),
    {
      config: { permission: P.providerTest.name, errors: [1014, 74107] },
      schema: { summary: 'Send a test e-mail through a provider', tags, body: ZTestMailRequest, response: { 200: envelope(ZTestMailResult) } },
    },
    async (req) => ok(req, await svc.testProvider(ctx, req, req.body, requestLanguage(req))),
  );

  // ---- templates ----
  app.post(
    m('/mailTemplate/page'),
    {
      config: { permission: P.templateView.name },
      schema: { summary: 'Page e-mail templates', tags, body: ZMailTemplatePageQuery, response: { 200: envelope(ZMailTemplatePage) } },
    },
    async (req) => ok(req, await svc.templatePageOf(ctx, req.body)),
  );
  app.get(
    m('/mailTemplate/options'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'List e-mail templates as options', tags, response: { 200: envelope(z.array(ZMailTemplateOption)) } },
    },
    async (req) => ok(req, await svc.templateOptions(ctx)),
  );
  app.get(
    m('/mailTemplate/detail/:id'),
    {
      config: { permission: P.templateView.name, errors: [74101] },
      schema: { summary: 'Get an e-mail template', tags, params: ZIdParam, response: { 200: envelope(ZMailTemplate) } },
    },
    async (req) => ok(req, await svc.getTemplate(ctx, req.params.id)),
  );
  app.post(
    m('/mailTemplate/save'),
    {
      config: { permission: P.templateEdit.name, errors: [74103, 74104] },
      schema: { summary: 'Add an e-mail template', tags, body: ZSaveMailTemplateRequest, response: { 200: envelope(ZMailTemplate) } },
    },
    async (req) => ok(req, await svc.saveTemplate(ctx, req, req.body)),
  );
  app.post(
    m('/mailTemplate/update'),
    {
      config: { permission: P.templateEdit.name, errors: [74103, 74104] },
      schema: { summary: 'Change an e-mail template', tags, body: ZUpdateMailTemplateRequest, response: { 200: envelope(ZMailTemplate) } },
    },
    async (req) => ok(req, await svc.updateTemplate(ctx, req, req.body)),
  );
  app.post(
    m('/mailTemplate/delete'),
    {
      config: { permission: P.templateEdit.name },
      schema: { summary: 'Delete an e-mail template', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.deleteTemplate(ctx, req, req.body.id, req.body.version).then(() => null)),
  );
  app.post(
    m('/mailTemplate/preview'),
    {
      config: { permission: P.templateView.name, errors: [74102, 74103, 74104, 74105] },
      schema: { summary: 'Preview a template language with values or samples', tags, body: ZMailPreviewRequest, response: { 200: envelope(ZMailPreview) } },
    },
    async (req) => ok(req, await svc.preview(ctx, req.body)),
  );

  // ---- e-mail scenes ----
  app.post(
    m('/mailScene/page'),
    {
      config: { permission: P.sceneView.name },
      schema: { summary: 'Page e-mail scenes', tags, body: ZMailScenePageQuery, response: { 200: envelope(ZMailScenePage) } },
    },
    async (req) => ok(req, await svc.scenePageOf(ctx, req.body)),
  );
  app.get(
    m('/mailScene/detail/:id'),
    { config: { permission: P.sceneView.name }, schema: { summary: 'Get an e-mail scene', tags, params: ZIdParam, response: { 200: envelope(ZMailScene) } } },
    async (req) => ok(req, await svc.getScene(ctx, req.params.id)),
  );
  app.post(
    m('/mailScene/save'),
    {
      config: { permission: P.sceneEdit.name },
      schema: { summary: 'Add an e-mail scene', tags, body: ZSaveMailSceneRequest, response: { 200: envelope(ZMailScene) } },
    },
    async (req) => ok(req, await svc.saveScene(ctx, req, req.body)),
  );
  app.post(
    m('/mailScene/update'),
    {
      config: { permission: P.sceneEdit.name },
      schema: { summary: 'Change an e-mail scene', tags, body: ZUpdateMailSceneRequest, response: { 200: envelope(ZMailScene) } },
    },
    async (req) => ok(req, await svc.updateScene(ctx, req, req.body)),
  );
  app.post(
    m('/mailScene/delete'),
    {
      config: { permission: P.sceneEdit.name },
      schema: { summary: 'Delete an e-mail scene', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.deleteScene(ctx, req, req.body.id, req.body.version).then(() => null)),
  );

  // ---- message scenes ----
  app.post(
    m('/messageScene/page'),
    {
      config: { permission: P.messageSceneView.name },
      schema: { summary: 'Page message scenes', tags, body: ZMessageScenePageQuery, response: { 200: envelope(ZMessageScenePage) } },
    },
    async (req) => ok(req, await svc.messageScenePageOf(ctx, req.body)),
  );
  app.get(
    m('/messageScene/detail/:id'),
    {
      config: { permission: P.messageSceneView.name },
      schema: { summary: 'Get a message scene', tags, params: ZIdParam, response: { 200: envelope(ZMessageScene) } },
    },
    async (req) => ok(req, await svc.getMessageScene(ctx, req.params.id)),
  );
  app.post(
    m('/messageScene/save'),
    {
      config: { permission: P.messageSceneEdit.name },
      schema: { summary: 'Add a message scene', tags, body: ZSaveMessageSceneRequest, response: { 200: envelope(ZMessageScene) } },
    },
    async (req) => ok(req, await svc.saveMessageScene(ctx, req, req.body)),
  );
  app.post(
    m('/messageScene/update'),
    {
      config: { permission: P.messageSceneEdit.name },
      schema: { summary: 'Change a message scene', tags, body: ZUpdateMessageSceneRequest, response: { 200: envelope(ZMessageScene) } },
    },
    async (req) => ok(req, await svc.updateMessageScene(ctx, req, req.body)),
  );
  app.post(
    m('/messageScene/delete'),
    {
      config: { permission: P.messageSceneEdit.name },
      schema: { summary: 'Delete a message scene', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.deleteMessageScene(ctx, req, req.body.id, req.body.version).then(() => null)),
  );

  // ---- subscriptions ----
  app.get(
    m('/subscription/topics'),
    { config: { permission: SIGNED_IN }, schema: { summary: 'List subscription topics', tags, response: { 200: envelope(z.array(ZSubscriptionTopic)) } } },
    async (req) => ok(req, await svc.topics(ctx, requestLanguage(req))),
  );
  app.post(
    m('/subscription/page'),
    {
      config: { permission: P.subscriptionView.name },
      schema: {
        summary: 'Page customers with the topics they unsubscribed from',
        tags,
        body: ZSubscriptionPageQuery,
        response: { 200: envelope(ZSubscriberPage) },
      },
    },
    async (req) => ok(req, await svc.subscriberPageOf(ctx, req.body)),
  );
  app.post(
    m('/subscription/set'),
    {
      config: { permission: P.subscriptionEdit.name },
      schema: { summary: "Subscribe or unsubscribe a customer's topic", tags, body: ZSetSubscriptionRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.changeSubscription(ctx, req, req.body).then(() => null)),
  );

  // ---- the customer's own subscriptions (customer API) ----
  const appTags = ['customer app: mail'];
  app.get(
    ctx.svcPath('app', '/mail/subscriptions'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'List the e-mail topics of the customer and whether each is on',
        tags: appTags,
        response: { 200: envelope(z.array(ZOwnSubscription)) },
      },
    },
    async (req) => ok(req, await svc.ownSubscriptions(ctx, customerOf(req))),
  );
  app.post(
    ctx.svcPath('app', '/mail/subscription/set'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'Turn one e-mail topic of the customer on or off',
        tags: appTags,
        body: ZSetOwnSubscriptionRequest,
        response: { 200: envelope(z.array(ZOwnSubscription)) },
      },
    },
    async (req) => ok(req, await svc.setOwnSubscription(ctx, customerOf(req), req.body)),
  );

  // ---- template configuration ----
  app.get(
    m('/templateConfig'),
    {
      config: { permission: P.templateConfigView.name },
      schema: { summary: 'Get the template configuration', tags, response: { 200: envelope(ZTemplateConfig) } },
    },
    async (req) => ok(req, await svc.templateConfig(ctx.db)),
  );
  app.post(
    m('/templateConfig/save'),
    {
      config: { permission: P.templateConfigEdit.name },
      schema: { summary: 'Change the template configuration', tags, body: ZTemplateConfig, response: { 200: envelope(ZTemplateConfig) } },
    },
    async (req) => ok(req, await svc.saveTemplateConfig(ctx, req, req.body)),
  );

  // ---- receiving terminals ----
  app.post(
    m('/receivingTerminal/page'),
    {
      config: { permission: P.terminalView.name },
      schema: { summary: 'Page receiving terminals', tags, body: ZReceivingTerminalPageQuery, response: { 200: envelope(ZReceivingTerminalPage) } },
    },
    async (req) => ok(req, await svc.terminalPageOf(ctx, req.body)),
  );
  app.get(
    m('/receivingTerminal/detail/:id'),
    {
      config: { permission: P.terminalView.name },
      schema: { summary: 'Get a receiving terminal', tags, params: ZIdParam, response: { 200: envelope(ZReceivingTerminal) } },
    },
    async (req) => ok(req, await svc.getTerminal(ctx, req.params.id)),
  );
  app.post(
    m('/receivingTerminal/save'),
    {
      config: { permission: P.terminalEdit.name },
      schema: { summary: 'Add a receiving terminal', tags, body: ZSaveTerminalRequest, response: { 200: envelope(ZReceivingTerminal) } },
    },
    async (req) => ok(req, await svc.saveTerminal(ctx, req, req.body)),
  );
  app.post(
    m('/receivingTerminal/update'),
    {
      config: { permission: P.terminalEdit.name },
      schema: { summary: 'Change a receiving terminal', tags, body: ZUpdateTerminalRequest, response: { 200: envelope(ZReceivingTerminal) } },
    },
    async (req) => ok(req, await svc.updateTerminal(ctx, req, req.body)),
  );
  app.post(
    m('/receivingTerminal/delete'),
    {
      config: { permission: P.terminalEdit.name },
      schema: { summary: 'Delete a receiving terminal', tags, body: ZDeleteRequest, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.deleteTerminal(ctx, req, req.body.id, req.body.version).then(() => null)),
  );

  // ---- the public unsubscribe page (GET from the mail; POST: RFC 8058 one-click) ----
  const ZToken = z.object({ token: z.string().max(200).optional() }).strict();
  for (const method of ['GET', 'POST'] as const) {
    app.route({
      method,
      url: ctx.svcPath('app', '/unsubscribe'),
      config: { permission: PUBLIC, reply: { file: 'text/html', description: 'A small page in the reader’s language saying what was done' } },
      schema: {
        // the one-click POST goes to the address of the link itself (RFC 8058): named apart
        ...(method === 'POST' ? { operationId: 'appUnsubscribeOneClick' } : {}),
        summary: method === 'GET' ? 'Unsubscribe from a topic through a signed link (a small page)' : 'Unsubscribe in one click (List-Unsubscribe-Post)',
        tags,
        querystring: ZToken,
      },
      handler: async (req, reply) => {
        const page = await unsubscribeByToken(ctx, (req.query as z.infer<typeof ZToken>).token);
        return reply.status(page.status).header('content-type', 'text/html; charset=utf-8').send(page.html);
      },
    });
  }
}
