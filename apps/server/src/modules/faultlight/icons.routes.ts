import {
  envelope,
  FAULT_LIGHT_DETAIL_PERMISSION,
  FAULT_LIGHT_ICON_PERMISSION,
  FAULT_LIGHT_IMAGE_AREA,
  FAULT_LIGHT_IMAGE_MAX_BYTES,
  FAULT_LIGHT_IMAGE_TYPES,
  ZKeyword,
} from '@diagops/contracts';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { requestLanguage } from '../../platform/http/language';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { startsWith } from '../../platform/kit/page';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { declareFileArea } from '../files';
import { registerBatchImportType } from '../vehicle';
import { faultLightDetailService, faultLightIconService } from './icons.service';
import { faultLightIcons } from './icons.tables';
import { registerFaultLightVehicleRefs } from './icons-refs';

const tags = ['fault lights'];

/** The API of fault-light icons and their details. */
export async function faultlightIconsRoutes(app: App) {
  const { ctx } = app;
  registerFaultLightVehicleRefs();
  // the icons' pictures: images judged by their content, 5 MB at most
  declareFileArea({
    area: FAULT_LIGHT_IMAGE_AREA,
    types: [...FAULT_LIGHT_IMAGE_TYPES],
    maxBytes: FAULT_LIGHT_IMAGE_MAX_BYTES,
    maxTotalBytes: FAULT_LIGHT_IMAGE_MAX_BYTES,
    uploadPermission: FAULT_LIGHT_ICON_PERMISSION.add,
    viewPermission: FAULT_LIGHT_ICON_PERMISSION.view,
  });
  await resourceRoutes(app, faultLightIconService as never, { tags });
  await resourceRoutes(app, faultLightDetailService as never, { tags });
  // icons by the hundred: a batch import's template rows, each picture from its zip
  registerBatchImportType('faultLightIcon', { svc: faultLightIconService as never, fileField: 'imageId', area: FAULT_LIGHT_IMAGE_AREA });

  // the detail form's choice of an icon: enabled icons by a prefix of the serial number or a name
  app.get(
    ctx.svcPath('vehicle', '/faultLightIcon/options'),
    {
      config: { permission: FAULT_LIGHT_DETAIL_PERMISSION.view },
      schema: {
        summary: 'Fault-light icons a detail may name (by serial number or name prefix, 50 at most)',
        tags,
        querystring: z.object({ keyword: ZKeyword.optional() }).strict(),
        response: { 200: envelope(z.array(z.object({ value: z.string(), label: z.string(), imageId: z.string() }))) },
      },
    },
    async (req) => {
      const t = faultLightIcons;
      const k = req.query.keyword;
      const rows = await ctx.db
        .select()
        .from(t)
        .where(
          and(eq(t.delFlag, false), eq(t.enabled, true), k ? or(startsWith(t.serialNumber, k), startsWith(t.nameZh, k), startsWith(t.nameEn, k)) : undefined),
        )
        .orderBy(asc(t.serialNumber))
        .limit(50);
      const en = requestLanguage(req) === 'en-US';
      return ok(
        req,
        rows.map((r) => ({
          value: r.serialNumber,
          label: `${r.serialNumber} ${(en ? r.nameEn || r.nameZh : r.nameZh || r.nameEn) ?? ''}`.trim(),
          imageId: r.imageId,
        })),
      );
    },
  );
}
