import {
  envelope,
  FIRST_LEG_PERMISSIONS as P,
  ZFirstLegDelete,
  ZFirstLegDetail,
  ZFirstLegPage,
  ZFirstLegPageQuery,
  ZFirstLegSave,
  ZFirstLegTrack,
  ZFirstLegUpdate,
  ZIdParam,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './first-leg.service';

/** /{svc}-stock/firstLeg/…: first-leg transport (/supply/firstLegTransport). */
export async function firstLegRoutes(app: App) {
  const { ctx } = app;
  const tags = ['stock'];
  const path = (p: string) => ctx.svcPath('stock', `/firstLeg${p}`);
  const detail = { 200: envelope(ZFirstLegDetail) };

  app.post(
    path('/page'),
    {
      config: { permission: P.view.name },
      schema: { summary: 'List first-leg transports', tags, body: ZFirstLegPageQuery, response: { 200: envelope(ZFirstLegPage) } },
    },
    async (req) => ok(req, await svc.firstLegPage(ctx, req, req.body)),
  );
  app.get(
    path('/detail/:id'),
    { config: { permission: P.view.name }, schema: { summary: 'Get a first-leg transport with its legs in order', tags, params: ZIdParam, response: detail } },
    async (req) => ok(req, await svc.firstLegDetail(ctx, req, req.params.id)),
  );
  app.post(
    path('/save'),
    {
      config: { permission: P.add.name, errors: [78109] },
      schema: {
        summary: 'Add a first-leg transport with its legs (a leg departs once the one before it arrived)',
        tags,
        body: ZFirstLegSave,
        response: detail,
      },
    },
    async (req) => ok(req, await svc.addFirstLeg(ctx, req, req.body)),
  );
  app.post(
    path('/update'),
    {
      config: { permission: P.edit.name, errors: [1005, 78109] },
      schema: {
        summary: 'Edit a first-leg transport and its legs (a leg departs once the one before it arrived)',
        tags,
        body: ZFirstLegUpdate,
        response: detail,
      },
    },
    async (req) => ok(req, await svc.updateFirstLeg(ctx, req, req.body)),
  );
  app.post(
    path('/delete'),
    {
      config: { permission: P.del.name, errors: [1005, 1017] },
      schema: { summary: 'Delete a first-leg transport none of whose legs departed', tags, body: ZFirstLegDelete, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await svc.deleteFirstLeg(ctx, req, req.body)),
  );
  app.post(
    path('/depart'),
    {
      config: { permission: P.track.name, errors: [1005, 1017, 78109] },
      schema: {
        summary: 'Record that a leg departed (at the given time, default now; once the previous leg arrived)',
        tags,
        body: ZFirstLegTrack,
        response: detail,
      },
    },
    async (req) => ok(req, await svc.trackFirstLeg(ctx, req, req.body, 'depart')),
  );
  app.post(
    path('/arrive'),
    {
      config: { permission: P.track.name, errors: [1005, 1017] },
      schema: { summary: 'Record that a leg arrived (at the given time, default now; not before its departure)', tags, body: ZFirstLegTrack, response: detail },
    },
    async (req) => ok(req, await svc.trackFirstLeg(ctx, req, req.body, 'arrive')),
  );
}
