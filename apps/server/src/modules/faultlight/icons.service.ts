import { FAULT_LIGHT_IMAGE_AREA, faultLightDetailResource, faultLightIconResource } from '@diagops/contracts';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { checkBrandModel, itemNames, keepRowFiles, needOneLanguage } from '../repair';
import { faultLightDetails, faultLightIcons } from './icons.tables';

type Values = Record<string, unknown>;
const live = (t: { delFlag: PgColumn }) => eq(t.delFlag, false);
const sameText = (c: PgColumn, v: string): SQL => sql`lower(${c}) = lower(${v})`;

/** 102081 when a live row of `table` other than `id` already has the serial number (case does not count). */
async function serialFree(tx: Tx, table: typeof faultLightIcons | typeof faultLightDetails, serial: unknown): Promise<void> {
  if (typeof serial !== 'string') return;
  const [hit] = await tx
    .select({ id: table.id })
    .from(table)
    .where(and(sameText(table.serialNumber, serial), live(table)))
    .limit(1);
  if (hit) throw new AppError(102081);
}

export const faultLightIconService = resourceService(faultLightIconResource, {
  table: faultLightIcons,
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      const out = needOneLanguage(values, before, ['nameZh', 'nameEn']);
      if (!before) await serialFree(tx, faultLightIcons, values.serialNumber);
      return out;
    },
    // the picture: an upload of this area (an image by content, 5 MB), now the icon's
    afterSave: (tx, req, row) => keepRowFiles(tx, req, FAULT_LIGHT_IMAGE_AREA, row.id, row.imageId),
    // an icon details describe stays (102048)
    canDelete: async (tx, row) =>
      (
        await tx
          .select({ id: faultLightDetails.id })
          .from(faultLightDetails)
          .where(and(sameText(faultLightDetails.iconSerialNumber, row.serialNumber as string), live(faultLightDetails)))
          .limit(1)
      ).length === 0,
  },
});

export const faultLightDetailService = resourceService(faultLightDetailResource, {
  table: faultLightDetails,
  computed: async (db, rows, _ctx, req) => {
    const lang = requestLanguage(req);
    const serials = [...new Set(rows.map((r) => String(r.iconSerialNumber).toLowerCase()))];
    const icons = serials.length
      ? await db
          .select({ serial: faultLightIcons.serialNumber, nameZh: faultLightIcons.nameZh, nameEn: faultLightIcons.nameEn })
          .from(faultLightIcons)
          .where(and(inArray(sql`lower(${faultLightIcons.serialNumber})`, serials), live(faultLightIcons)))
      : [];
    const iconName = new Map(icons.map((i) => [i.serial.toLowerCase(), (lang === 'en-US' ? i.nameEn || i.nameZh : i.nameZh || i.nameEn) ?? null]));
    const [brands, models] = await Promise.all([
      itemNames(
        db,
        'brand',
        rows.map((r) => r.brandId as number),
        lang,
      ),
      itemNames(
        db,
        'model',
        rows.map((r) => r.modelId as number | null),
        lang,
      ),
    ]);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          iconName: iconName.get(String(r.iconSerialNumber).toLowerCase()) ?? null,
          brandName: brands.get(r.brandId as number) ?? null,
          modelName: r.modelId == null ? null : (models.get(r.modelId as number) ?? null),
        },
      ]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values: Values, before) => {
      const out = needOneLanguage(values, before, ['meaningZh', 'meaningEn']);
      if (!before) await serialFree(tx, faultLightDetails, values.serialNumber);
      if ('iconSerialNumber' in values) {
        const [icon] = await tx
          .select({ serial: faultLightIcons.serialNumber })
          .from(faultLightIcons)
          .where(and(sameText(faultLightIcons.serialNumber, values.iconSerialNumber as string), live(faultLightIcons)));
        if (!icon) throw new AppError(102082);
        out.iconSerialNumber = icon.serial;
      }
      return { ...out, ...(await checkBrandModel(tx, out, before)) };
    },
  },
});
