import {
  appFunctionResource,
  functionConfigResource,
  legacyGeneralResource,
  legacySpecialResource,
  odmConfigResource,
  oemDeviceResource,
  packagingResource,
  packingResource,
  productConfigurationResource,
  productModelConfigurationResource,
  snCommonConfigResource,
  snSpecialConfigResource,
} from '@diagops/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { resourceService } from '../../platform/kit/resource-service';
import { deviceIdsBySns } from '../devices';
import {
  appFunctions,
  functionConfigs,
  legacyGeneralConfigs,
  legacySpecialConfigs,
  odmProductConfigs,
  oemDevices,
  packagingRecords,
  packingRecords,
  productConfigurations,
  productModelConfigurations,
  snCommonConfigs,
  snSpecialConfigs,
} from './legacy.tables';

type Values = Record<string, unknown>;

/** CFG-04: an effect time set or changed must not be earlier than now on the app's clock (102050). */
function checkEffectTime(ctx: AppContext, values: Values, before: Values | null): Values {
  if (values.effectAt === undefined) return values;
  const effectAt = new Date(String(values.effectAt));
  const changed = !before || (before.effectAt as Date).getTime() !== effectAt.getTime();
  if (changed && effectAt.getTime() < ctx.clock.now()) throw new AppError(102050);
  return { ...values, effectAt };
}

/** A config still new may be deleted; a confirmed or disabled one stays for its history (102048). */
const onlyNew = (_tx: Tx, row: Values) => row.status === 'new';

export const snCommonConfigService = resourceService(snCommonConfigResource, { table: snCommonConfigs, rules: { canDelete: onlyNew } });
export const legacyGeneralService = resourceService(legacyGeneralResource, { table: legacyGeneralConfigs, rules: { canDelete: onlyNew } });

export const snSpecialConfigService = resourceService(snSpecialConfigResource, {
  table: snSpecialConfigs,
  rules: {
    // 102053: the SN must be a known device; then CFG-04 on the app's clock
    async beforeSave(tx, _req, values, before): Promise<Values> {
      const sn = String(values.sn);
      if (!(await deviceIdsBySns(tx, [sn])).has(sn)) throw new AppError(102053, { sn });
      return checkEffectTime(snSpecialConfigService.boundContext(), values, before);
    },
  },
});

export const legacySpecialService = resourceService(legacySpecialResource, {
  table: legacySpecialConfigs,
  rules: {
    beforeSave: (_tx, _req, values, before): Values => checkEffectTime(legacySpecialService.boundContext(), values, before),
    canDelete: onlyNew,
  },
});

/** The effect time as the timestamp column takes it (an update may leave it out). */
const effectTimeOf = (values: Values): Values => (values.effectAt === undefined ? values : { ...values, effectAt: new Date(String(values.effectAt)) });

export const odmConfigService = resourceService(odmConfigResource, {
  table: odmProductConfigs,
  rules: { beforeSave: (_tx, _req, values) => effectTimeOf(values) },
});

/** Who may examine a function config: anyone with the permission but its creator. */
const EXAMINE_ACTIONS = ['pass', 'reject'];
const ownWork = (row: Values, req: FastifyRequest) => row.createdBy != null && row.createdBy === req.auth?.userId;

export const functionConfigService = resourceService(functionConfigResource, {
  table: functionConfigs,
  narrowActions: (row, actions, req) => (ownWork(row, req) ? actions.filter((a) => !EXAMINE_ACTIONS.includes(a)) : actions),
  rules: {
    beforeSave(_tx, req, values, before) {
      const out = effectTimeOf(values);
      return before ? out : { ...out, createdBy: req.auth?.userId ?? null, creatorName: req.auth?.username.slice(0, 64) ?? null };
    },
  },
});

export const productConfigurationService = resourceService(productConfigurationResource, { table: productConfigurations });
export const productModelConfigurationService = resourceService(productModelConfigurationResource, { table: productModelConfigurations });
export const appFunctionService = resourceService(appFunctionResource, { table: appFunctions });
export const oemDeviceService = resourceService(oemDeviceResource, { table: oemDevices });

/** PACK-01: unbinding names who did it. */
export const packingService = resourceService(packingResource, {
  table: packingRecords,
  rules: {
    async afterTransition(tx, req, { after }) {
      const [row] = await tx
        .update(packingRecords)
        .set({ unbinder: req.auth?.username.slice(0, 128) ?? null })
        .where(eq(packingRecords.id, after.id))
        .returning();
      return row as never;
    },
  },
});

/** PACK-02: the unbind reason (required) stays on the record. */
export const packagingService = resourceService(packagingResource, {
  table: packagingRecords,
  rules: {
    async afterTransition(tx, _req, { after, body }) {
      const [row] = await tx
        .update(packagingRecords)
        .set({ unbindReason: String(body.reason) })
        .where(eq(packagingRecords.id, after.id))
        .returning();
      return row as never;
    },
  },
});

/** Every service of these objects, in the order their routes register. */
export const CONFIG_LEGACY_SERVICES = [
  snCommonConfigService,
  snSpecialConfigService,
  legacyGeneralService,
  legacySpecialService,
  functionConfigService,
  productConfigurationService,
  productModelConfigurationService,
  appFunctionService,
  oemDeviceService,
  packingService,
  packagingService,
  odmConfigService,
];
