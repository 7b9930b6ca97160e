import {
  CUSTOMER,
  envelope,
  ZAppActivity,
  ZAppAd,
  ZAppAdClick,
  ZAppAdsQuery,
  ZAppBrush,
  ZAppBrushQuery,
  ZAppJoin,
  ZAppRecommendation,
  ZAppRecommendClick,
  ZAppRecommendQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { FILE_REPLY } from '../../platform/kit/files';
import { customerOf } from '../customers';
import { openStoredFile } from '../files';
import { activitiesForCustomer, joinActivity } from './activities.service';
import { adImage, clickAd, serveAds } from './adverts.service';
import { brushHidingFor } from './brush.service';
import { recommendClick, recommendFor } from './scenes.service';

const tags = ['customer app: marketing'];

/** The customer API of marketing: /{svc}-app/marketing/… (customer tokens only). */
export async function marketingAppRoutes(app: App) {
  const { ctx } = app;
  const p = (path: string) => ctx.svcPath('app', `/marketing${path}`);
  const imageUrl = (fileId: string) => p(`/adImage/${fileId}`);

  app.get(
    p('/ads'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: "List a slot's running ads for the customer (counts an impression each)",
        tags,
        querystring: ZAppAdsQuery,
        response: { 200: envelope(z.array(ZAppAd)) },
      },
    },
    async (req) => ok(req, await serveAds(ctx, customerOf(req).id, req.query.slot, requestLanguage(req), imageUrl)),
  );
  app.post(
    p('/ads/click'),
    {
      config: { permission: CUSTOMER, errors: [79705] },
      schema: { summary: 'Count a click on a running ad', tags, body: ZAppAdClick, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(req, await clickAd(ctx, customerOf(req).id, req.body.id)),
  );
  app.get(
    p('/adImage/:fileId'),
    {
      config: { permission: CUSTOMER, reply: FILE_REPLY, errors: [79705] },
      schema: { summary: 'Download the image of a running ad', tags, params: z.object({ fileId: z.uuid() }).strict() },
    },
    async (req, reply) => {
      customerOf(req);
      await adImage(ctx, req.params.fileId);
      const { file, stream } = await openStoredFile(ctx, req.params.fileId);
      reply.header('content-type', file.type).header('x-content-type-options', 'nosniff').header('cache-control', 'private, max-age=300');
      return reply.send(await stream());
    },
  );
  app.get(
    p('/activities'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: 'List the activities open or coming for the customer (marks the running ones as reached)',
        tags,
        response: { 200: envelope(z.array(ZAppActivity)) },
      },
    },
    async (req) => ok(req, await activitiesForCustomer(ctx, customerOf(req).id, requestLanguage(req))),
  );
  app.post(
    p('/activities/join'),
    {
      config: { permission: CUSTOMER, errors: [79703, 79704, 79705, 79707] },
      schema: {
        summary: 'Join a running activity (once; within its usage limit)',
        tags,
        body: ZAppJoin,
        response: { 200: envelope(z.object({ joined: z.literal(true), placesLeft: z.number().nullable() })) },
      },
    },
    async (req) => ok(req, await joinActivity(ctx, customerOf(req).id, req.body.id)),
  );
  app.get(
    p('/recommend'),
    {
      config: { permission: CUSTOMER, errors: [79705] },
      schema: {
        summary: "Get an enabled scene's recommended items (by the device's model)",
        tags,
        querystring: ZAppRecommendQuery,
        response: { 200: envelope(ZAppRecommendation) },
      },
    },
    async (req) => ok(req, await recommendFor(ctx, req.query.scene, req.query.model, requestLanguage(req))),
  );
  app.post(
    p('/recommend/click'),
    {
      config: { permission: CUSTOMER, errors: [79705] },
      schema: { summary: 'Count a click on a recommended item', tags, body: ZAppRecommendClick, response: { 200: envelope(z.boolean()) } },
    },
    async (req) => ok(req, await recommendClick(ctx, req.body.scene, req.body.itemId)),
  );
  app.get(
    p('/brushHiding'),
    {
      config: { permission: CUSTOMER },
      schema: {
        summary: "Whether the app hides a software's re-flashing entry, with its introduction",
        tags,
        querystring: ZAppBrushQuery,
        response: { 200: envelope(ZAppBrush) },
      },
    },
    async (req) => ok(req, await brushHidingFor(ctx, req.query.softwareCode, req.query.productModel, requestLanguage(req))),
  );
}
