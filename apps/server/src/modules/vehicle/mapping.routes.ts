import { createHash } from 'node:crypto';
import {
  envelope,
  MAP_SET_BASE,
  MAPPING_PERMISSION,
  MAPPING_SET_PERMISSION,
  MappingSetContracts,
  PUBLIC,
  VEHICLE_DATA_DEVICE_PATH,
  ZIdParam,
  ZMappingBatchInput,
  ZMappingBatchResult,
  ZMappingDiff,
  ZMappingLineInput,
  ZMappingLinePage,
  ZMappingLineRemove,
  ZMappingLinesQuery,
  ZMappingRestore,
  ZMappingSuggestPage,
  ZMappingSuggestQuery,
  ZVehicleDataQuery,
  ZVehicleDeviceData,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { authenticateTerminal } from '../terminals';
import { mappingSetService, providerEntryService } from './mapping.service';
import { vehicleDeviceData } from './mapping-device';
import { addMapping, addMappings, mappingDiff, mappingLines, removeMapping, restoreSet } from './mapping-lines.service';
import { suggestMappings } from './mapping-suggest';

/**
 * /{svc}-vehicle/mapEntry/… and /mapSet/… (generated), a draft's mappings, a set's diff, restore,
 * the batch binding's suggestions, and the device API /{svc}-app/terminal/vehicle-data (ETag).
 */
export async function mappingRoutes(app: App) {
  const tags = ['vehicle'];
  await resourceRoutes(app, providerEntryService, { tags });
  await resourceRoutes(app, mappingSetService, { tags, jobRoutes: false });
  const ctx = app.ctx;
  const P = (p: string) => ctx.svcPath('vehicle', `${MAP_SET_BASE}${p}`);

  app.post(
    P('/line/add'),
    {
      config: { permission: MAPPING_SET_PERMISSION.edit, errors: [10120, 102065, 102067, 1002] },
      schema: {
        summary: 'Map a provider entry onto one of our items in a draft set (an existing one answers 10120)',
        tags,
        body: ZMappingLineInput,
        response: { 200: envelope(z.null()) },
      },
    },
    async (req) => ok(req, await addMapping(ctx, req, req.body)),
  );
  app.post(
    P('/line/batchAdd'),
    {
      config: { permission: MAPPING_SET_PERMISSION.edit, errors: [102065, 102067, 1002] },
      schema: {
        summary: 'Accept many mappings into a draft set; entries mapped already are left and listed',
        tags,
        body: ZMappingBatchInput,
        response: { 200: envelope(ZMappingBatchResult) },
      },
    },
    async (req) => ok(req, await addMappings(ctx, req, req.body)),
  );
  app.post(
    P('/line/remove'),
    {
      config: { permission: MAPPING_SET_PERMISSION.edit, errors: [102065, 1002] },
      schema: { summary: "Remove a provider entry's mapping from a draft set", tags, body: ZMappingLineRemove, response: { 200: envelope(z.null()) } },
    },
    async (req) => ok(req, await removeMapping(ctx, req, req.body)),
  );
  app.get(
    P('/lines'),
    {
      config: { permission: MAPPING_SET_PERMISSION.view, errors: [1002] },
      schema: {
        summary: "List a mapping set's mappings with the provider's and our names",
        tags,
        querystring: ZMappingLinesQuery,
        response: { 200: envelope(ZMappingLinePage) },
      },
    },
    async (req) => ok(req, await mappingLines(ctx, req, req.query)),
  );
  app.get(
    P('/diff/:id'),
    {
      config: { permission: MAPPING_SET_PERMISSION.view, errors: [1002] },
      schema: {
        summary: 'Show what a mapping set adds, changes and removes against the set before it',
        tags,
        params: ZIdParam,
        response: { 200: envelope(ZMappingDiff) },
      },
    },
    async (req) => ok(req, await mappingDiff(ctx, req, req.params.id)),
  );
  app.post(
    P('/restore'),
    {
      config: { permission: MAPPING_SET_PERMISSION.add, errors: [1002, 1017] },
      schema: {
        summary: 'Start a new draft set holding the mappings of an older published set (a roll-back)',
        tags,
        body: ZMappingRestore,
        response: { 200: envelope(MappingSetContracts.ZRow) },
      },
    },
    async (req) => ok(req, await restoreSet(ctx, req, req.body)),
  );
  app.get(
    P('/suggest'),
    {
      config: { permission: MAPPING_PERMISSION.view, errors: [1002] },
      schema: {
        summary: "Suggest our items for a provider's unmapped entries by normalised name, with a confidence",
        tags,
        querystring: ZMappingSuggestQuery,
        response: { 200: envelope(ZMappingSuggestPage) },
      },
    },
    async (req) => ok(req, await suggestMappings(ctx, req, req.query)),
  );

  app.get(
    ctx.svcPath('app', VEHICLE_DATA_DEVICE_PATH),
    {
      config: { permission: PUBLIC, errors: [15602, 1011, 79101] },
      schema: {
        summary: 'Get the published vehicle data and current mapping set (X-App-Key); 304 when the ETag is unchanged',
        tags,
        querystring: ZVehicleDataQuery,
        response: { 200: envelope(ZVehicleDeviceData), 304: z.null().describe('Not modified: the data is the one of the ETag sent') },
      },
    },
    async (req, reply) => {
      await authenticateTerminal(ctx, req, req.query.app, req.query.terminalKey);
      const data = await vehicleDeviceData(ctx.db);
      const etag = `"${createHash('sha256').update(JSON.stringify(data)).digest('base64url').slice(0, 27)}"`;
      reply.header('etag', etag).header('cache-control', 'no-cache');
      if (req.headers['if-none-match'] === etag) return reply.code(304).send(null);
      return ok(req, data);
    },
  );
}
