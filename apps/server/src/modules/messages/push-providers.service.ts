import type { TPage, TPushProvider, TPushProviderPageQuery, TSavePushProviderRequest, TUpdatePushProviderRequest } from '@diagops/contracts';
import { and, eq, inArray, isNull, ne, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { Tx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { mutate } from '../../platform/kit/mutation';
import { deleteVersioned, lockVersion, updateVersioned } from '../../platform/kit/versioned';
import { presentProvider, providerPage } from './messages.repository';
import { messages, pushProviders } from './messages.tables';
import { newVapidKeys, sealSecret } from './push';

/** Message states that may still send: a provider they name cannot be deleted. */
const LIVE_STATES = ['new', 'reviewing', 'approved', 'published'] as const;

export function getProviderPage(ctx: AppContext, q: TPushProviderPageQuery): Promise<TPage<TPushProvider>> {
  return providerPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) =>
    (
      await ctx.db
        .select()
        .from(pushProviders)
        .where(where)
        .orderBy(...orderBy)
        .limit(limit)
        .offset(offset)
    ).map(presentProvider),
  );
}

const endpointRequired = () => new AppError(1001, { errors: [{ field: 'endpoint', message: 'required' }] });

/** One default at most: making this one the default takes it from the others. */
async function takeDefault(tx: Tx, id: number) {
  await tx
    .update(pushProviders)
    .set({ isDefault: false })
    .where(and(eq(pushProviders.isDefault, true), ne(pushProviders.id, id)));
}

/** A Web Push provider gets a fresh VAPID pair (public key shown, private key kept); HTTP needs its endpoint. */
export async function saveProvider(ctx: AppContext, req: FastifyRequest, b: TSavePushProviderRequest): Promise<TPushProvider> {
  if (b.kind === 'http' && !b.endpoint) throw endpointRequired();
  const keys = b.kind === 'webpush' ? newVapidKeys() : null;
  const row = await mutate(ctx.db, req, { module: 'pushProvider', action: 'create' }, async (tx) => {
    const [p] = await tx
      .insert(pushProviders)
      .values({
        name: b.name,
        kind: b.kind,
        endpoint: keys ? keys.publicKey : b.endpoint!,
        // encrypted at rest (mail's key): the bearer token and the VAPID private key alike
        token: sealSecret(keys ? keys.privateKey : b.token),
        isDefault: b.isDefault,
        enabled: b.enabled,
        createdAt: new Date(ctx.clock.now()),
      })
      .returning();
    if (b.isDefault) await takeDefault(tx, p!.id);
    return { result: p!, targetId: p!.id, after: presentProvider(p!) };
  });
  return presentProvider(row);
}

/**
 * Edits a provider at the version the client saw (1005 if someone saved in between). Secrets are
 * write-only: an empty token keeps the stored one while the kind stays HTTP. Web Push keeps its
 * VAPID pair (endpoint and token of the request are not used: keys are generated, never typed);
 * turning an HTTP provider into Web Push generates a pair, and turning Web Push into HTTP drops
 * the private key, which is never sent anywhere as a bearer token.
 */
export async function updateProvider(ctx: AppContext, req: FastifyRequest, b: TUpdatePushProviderRequest): Promise<TPushProvider> {
  if (b.kind === 'http' && !b.endpoint) throw endpointRequired();
  const row = await mutate(ctx.db, req, { module: 'pushProvider', action: 'update' }, async (tx) => {
    const old = await lockVersion(tx, pushProviders, b.id, b.version);
    let secrets: { endpoint: string | null; token: string | null };
    if (b.kind === 'webpush') {
      if (old.kind === 'webpush') secrets = { endpoint: old.endpoint, token: old.token };
      else {
        const keys = newVapidKeys();
        secrets = { endpoint: keys.publicKey, token: sealSecret(keys.privateKey) };
      }
    } else secrets = { endpoint: b.endpoint!, token: b.token ? sealSecret(b.token) : old.kind === 'http' ? old.token : null };
    const { before, after } = await updateVersioned(tx, pushProviders, b.id, b.version, {
      name: b.name,
      kind: b.kind,
      ...secrets,
      isDefault: b.isDefault,
      enabled: b.enabled,
    });
    if (b.isDefault) await takeDefault(tx, b.id);
    return { result: after, targetId: b.id, before: presentProvider(before), after: presentProvider(after) };
  });
  return presentProvider(row);
}

/** Deletes a provider at the version shown; refused (1015) while a message that can still send uses it (by name, or as the default). */
export async function deleteProvider(ctx: AppContext, req: FastifyRequest, id: number, version: number): Promise<void> {
  await mutate(ctx.db, req, { module: 'pushProvider', action: 'delete' }, async (tx) => {
    const p = await lockVersion(tx, pushProviders, id, version);
    // the default also serves the push messages that name no provider
    const names = p.isDefault ? or(eq(messages.providerId, id), and(isNull(messages.providerId), eq(messages.channel, 'push'))) : eq(messages.providerId, id);
    const [used] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(names, inArray(messages.state, [...LIVE_STATES])))
      .limit(1);
    if (used) throw new AppError(1015);
    const before = await deleteVersioned(tx, pushProviders, id, version);
    return { result: undefined, targetId: id, before: presentProvider(before) };
  });
}
