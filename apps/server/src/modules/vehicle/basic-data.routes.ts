import {
  envelope,
  SIGNED_IN,
  VEHICLE_ITEM_BASES,
  VEHICLE_ITEM_KINDS,
  VEHICLE_ITEM_PERMISSIONS,
  VEHICLE_LOOKUP_BASE,
  ZIdParam,
  ZVehicleItemVersions,
  ZVehicleLookupParams,
  ZVehicleLookupQuery,
  ZVehicleMergeRequest,
  ZVehicleOptions,
  ZVehicleResolved,
  ZVehicleResolveQuery,
} from '@diagops/contracts';
import { AppError } from '../../platform/http/errors';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { modelImportRoutes } from './basic-data.import';
import { mergeVehicleItems, resolveRequest, vehicleOptions } from './basic-data.merge';
import { VEHICLE_ITEM_SERVICES } from './basic-data.resources';
import { registerVehicleImportLookups } from './basic-data.service';
import { itemVersions, useVersionClock } from './basic-data.versions';

/** The API of the basic data: vehicle types, brands, models and attributes. */
export async function basicDataRoutes(app: App) {
  const { ctx } = app;
  useVersionClock(ctx.clock);
  registerVehicleImportLookups();
  const tags = ['vehicle basic data'];
  for (const kind of VEHICLE_ITEM_KINDS) {
    const svc = VEHICLE_ITEM_SERVICES[kind];
    const base = VEHICLE_ITEM_BASES[kind];
    const P = VEHICLE_ITEM_PERMISSIONS[kind];
    const what = svc.def.label[1].toLowerCase();
    await resourceRoutes(app, svc as never, { tags });
    app.post(
      ctx.svcPath('vehicle', `${base}/merge`),
      {
        config: { permission: P.merge },
        schema: {
          summary: `Merge a duplicate ${what} into another (old identifiers then resolve to it)`,
          description: 'Into itself 102062, into another kind 102063, into a merged or disabled item 102064; a merged source 1017.',
          tags,
          body: ZVehicleMergeRequest,
          response: { 200: envelope(ZVehicleResolved) },
        },
      },
      async (req) => ok(req, await mergeVehicleItems(ctx, req, kind, req.body)),
    );
    app.get(
      ctx.svcPath('vehicle', `${base}/versions/:id`),
      {
        config: { permission: P.view },
        schema: { summary: `Get every saved version of a ${what} with its author`, tags, params: ZIdParam, response: { 200: envelope(ZVehicleItemVersions) } },
      },
      async (req) => {
        await svc.getDetail(ctx, req, req.params.id);
        return ok(req, await itemVersions(ctx.db, kind, req.params.id));
      },
    );
    app.get(
      ctx.svcPath('vehicle', `${base}/resolve`),
      {
        // shipped diagnostic software and every staff form may still hold an old identifier
        config: { permission: SIGNED_IN },
        schema: {
          summary: `Resolve an old ${what} id or code to the live item`,
          tags,
          querystring: ZVehicleResolveQuery,
          response: { 200: envelope(ZVehicleResolved) },
        },
      },
      async (req) => {
        if (!req.query.id && !req.query.code) throw new AppError(1001, { errors: [{ field: 'id', message: 'required' }] });
        return ok(req, await resolveRequest(ctx.db, req, kind, req.query));
      },
    );
  }
  await modelImportRoutes(app, VEHICLE_ITEM_BASES.model, tags);
  app.get(
    ctx.svcPath('vehicle', `${VEHICLE_LOOKUP_BASE}/:kind`),
    {
      // brand, model and type names are every staff member's to see: other parts' forms search them
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Choices of vehicle types, brands, models or attributes for forms (prefix or ids)',
        tags,
        params: ZVehicleLookupParams,
        querystring: ZVehicleLookupQuery,
        response: { 200: envelope(ZVehicleOptions) },
      },
    },
    async (req) => ok(req, await vehicleOptions(ctx.db, req, req.params.kind, req.query)),
  );
}
