import {
  envelope,
  REPAIR_ATTACHMENT_MAX_BYTES,
  REPAIR_ATTACHMENT_TYPES,
  REPAIR_ATTACHMENTS_MAX,
  REPAIR_MATERIAL_FILE_AREA,
  REPAIR_MATERIAL_PERMISSION,
  SIGNED_IN,
  ZKeyword,
} from '@diagops/contracts';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { startsWith } from '../../platform/kit/page';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { declareFileArea } from '../files';
import { faultCodeInService, faultCodeOutService, repairDataItemService, repairMaterialService, repairTaskService } from './repair-data.service';
import { repairDataItems } from './repair-data.tables';
import { registerRepairVehicleRefs, repairVehicleService } from './repair-data-vehicles.service';

const tags = ['repair data'];
const ZChoice = z.object({ value: z.number(), label: z.string(), repairType: z.string() });

/** The API of repair data: tasks, materials, data, fault codes, associated vehicles. */
export async function repairDataRoutes(app: App) {
  const { ctx } = app;
  registerRepairVehicleRefs();
  // materials' attachments: images or PDF by content, 20 MB each
  declareFileArea({
    area: REPAIR_MATERIAL_FILE_AREA,
    types: [...REPAIR_ATTACHMENT_TYPES],
    maxBytes: REPAIR_ATTACHMENT_MAX_BYTES,
    maxTotalBytes: REPAIR_ATTACHMENT_MAX_BYTES * REPAIR_ATTACHMENTS_MAX,
    uploadPermission: REPAIR_MATERIAL_PERMISSION.add,
    viewPermission: REPAIR_MATERIAL_PERMISSION.view,
  });
  for (const svc of [repairTaskService, repairMaterialService, repairDataItemService, faultCodeInService, faultCodeOutService, repairVehicleService])
    await resourceRoutes(app, svc as never, { tags });

  // the forms' choice of a repair data item: by a prefix of its name, or the ids shown
  app.get(
    ctx.svcPath('vehicle', '/repairData/options'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Repair data items a form may name (by name prefix or by ids, 50 at most)',
        tags,
        querystring: z
          .object({
            keyword: ZKeyword.optional(),
            ids: z
              .string()
              .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
              .optional(),
          })
          .strict(),
        response: { 200: envelope(z.array(ZChoice)) },
      },
    },
    async (req) => {
      const t = repairDataItems;
      const { keyword, ids } = req.query;
      const rows = await ctx.db
        .select({ id: t.id, name: t.dataName, repairType: t.repairType })
        .from(t)
        .where(and(eq(t.delFlag, false), keyword ? startsWith(t.dataName, keyword) : undefined, ids ? inArray(t.id, ids.split(',').map(Number)) : undefined))
        .orderBy(asc(t.dataName), asc(t.id))
        .limit(50);
      return ok(
        req,
        rows.map((r) => ({ value: r.id, label: r.name, repairType: r.repairType })),
      );
    },
  );
}
