import type { TChannel, TChannelPageQuery, TChannelStateRequest, TPage, TSaveChannelRequest, TUpdateChannelRequest } from '@diagops/contracts';
import { and, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { AppError, found } from '../../platform/http/errors';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { channelPage, presentChannel } from './channels.repository';
import { channels } from './supply.tables';

const MODULE = 'channel';

export function getChannelPage(ctx: AppContext, q: TChannelPageQuery): Promise<TPage<TChannel>> {
  return channelPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(channels)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return rows.map(presentChannel);
  });
}

export async function getChannel(ctx: AppContext, id: number): Promise<TChannel> {
  const [row] = await ctx.db
    .select()
    .from(channels)
    .where(and(eq(channels.id, id), eq(channels.delFlag, false)));
  return presentChannel(found(row));
}

/** save: a new channel, enabled; a code is unique case-insensitively (10120). */
export async function saveChannel(ctx: AppContext, req: FastifyRequest, body: TSaveChannelRequest): Promise<TChannel> {
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: MODULE, action: 'create' }, async (tx) => {
      const [created] = await tx
        .insert(channels)
        .values({ ...body, site: body.site || null })
        .returning();
      return { result: created!, targetId: created!.id, after: created };
    }),
  );
  return presentChannel(row);
}

export async function updateChannel(ctx: AppContext, req: FastifyRequest, body: TUpdateChannelRequest): Promise<TChannel> {
  const { id, version, ...values } = body;
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: MODULE, action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, channels, id, version, { ...values, site: values.site || null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return presentChannel(row);
}

/**
 * enable / disable: a disabled channel is no longer offered for new SKUs (its SKUs stay).
 * Enabling an enabled channel, or disabling a disabled one, answers 1017.
 */
export async function setChannelEnabled(ctx: AppContext, req: FastifyRequest, body: TChannelStateRequest, enabled: boolean): Promise<TChannel> {
  const row = await mutate(ctx.db, req, { module: MODULE, action: enabled ? 'enable' : 'disable' }, async (tx) => {
    const current = await lockVersion(tx, channels, body.id, body.version);
    if (current.enabled === enabled) throw new AppError(1017);
    const { before, after } = await updateVersioned(tx, channels, body.id, body.version, { enabled });
    return { result: after, targetId: body.id, before, after };
  });
  return presentChannel(row);
}
