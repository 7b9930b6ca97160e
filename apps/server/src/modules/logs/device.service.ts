import crypto from 'node:crypto';
import type { ZAlgorithmRunRequest, ZGatewayQueryRequest, ZObfcmReportRequest } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';
import { deviceIdBySn } from '../devices';
import { signLink } from '../mail';
import { authenticateTerminal } from '../terminals';
import { algorithmProvider } from './algorithm-provider';
import { algorithmRuns, gatewayQueries, obfcmReports } from './logs.tables';

/** How long a gateway unlock token stays good. */
export const GATEWAY_TOKEN_MS = 10 * 60_000;
type Caller = { app: string; terminalKey: string; sn: string };

/**
 * Authenticates a device call and runs it, timing it; the outcome (granted, or refused with its
 * code) is what `record` writes. A caller that is not a terminal at all (15602, 1011) is refused
 * without a row: only terminals and listed devices write the log.
 */
async function logged<T>(
  ctx: AppContext,
  req: FastifyRequest,
  caller: Caller,
  run: () => Promise<T>,
  record: (outcome: { code: number | null; durationMs: number; createdAt: Date }, value?: T) => Promise<unknown>,
): Promise<T> {
  const started = ctx.clock.now();
  const done = (code: number | null, value?: T) =>
    record({ code, durationMs: Math.max(0, ctx.clock.now() - started), createdAt: new Date(ctx.clock.now()) }, value);
  try {
    await authenticateTerminal(ctx, req, caller.app, caller.terminalKey, caller.sn);
  } catch (err) {
    if (err instanceof AppError && err.code === 79101) await done(79101);
    throw err;
  }
  let value: T;
  try {
    value = await run();
  } catch (err) {
    if (err instanceof AppError) await done(err.code);
    throw err;
  }
  await done(null, value);
  return value;
}

/** A device asks to unlock a vehicle's secure gateway: a known SN gets a signed token good for GATEWAY_TOKEN_MS. */
export function queryGateway(ctx: AppContext, req: FastifyRequest, b: z.infer<typeof ZGatewayQueryRequest>) {
  return logged(
    ctx,
    req,
    b,
    async () => {
      if ((await deviceIdBySn(ctx, b.sn)) === null) throw new AppError(1002);
      const expires = ctx.clock.now() + GATEWAY_TOKEN_MS;
      // the token names the device and vehicle it was granted for (a digest) and when it expires
      const subject = crypto
        .createHash('sha256')
        .update(`${b.sn}|${b.vin ?? ''}`)
        .digest('base64url')
        .slice(0, 22);
      return { granted: true as const, token: signLink(`gw-${subject}-${Math.floor(expires / 1000)}`), expiresAt: new Date(expires).toISOString() };
    },
    ({ code, durationMs, createdAt }) =>
      ctx.db.insert(gatewayQueries).values({
        sn: b.sn,
        vin: b.vin ?? null,
        brand: b.brand ?? null,
        ecu: b.ecu ?? null,
        result: code === null ? 'granted' : 'refused',
        code,
        terminalKey: b.terminalKey,
        ip: req.ip.slice(0, 64),
        durationMs,
        createdAt,
      }),
  );
}

/** A device asks for the key of a seed: computed by the configured provider (an unknown algorithm 79102, a service down 79103). */
export function runAlgorithm(ctx: AppContext, req: FastifyRequest, b: z.infer<typeof ZAlgorithmRunRequest>) {
  const provider = algorithmProvider(ctx);
  return logged(
    ctx,
    req,
    b,
    async () => ({ key: await provider.compute(b.algorithm, b.seed) }),
    ({ code, durationMs, createdAt }, value) =>
      ctx.db.insert(algorithmRuns).values({
        sn: b.sn,
        algorithm: b.algorithm,
        provider: provider.name,
        result: code === null ? 'granted' : 'refused',
        code,
        inputHex: b.seed,
        outputHex: value?.key ?? null,
        terminalKey: b.terminalKey,
        durationMs,
        createdAt,
      }),
  );
}

/** A device reports a vehicle's OBFCM counters; the lifetime average is worked out as it is stored. */
export async function reportObfcm(ctx: AppContext, req: FastifyRequest, b: z.infer<typeof ZObfcmReportRequest>) {
  await authenticateTerminal(ctx, req, b.app, b.terminalKey, b.sn);
  const [row] = await ctx.db
    .insert(obfcmReports)
    .values({
      vin: b.vin.toUpperCase(),
      sn: b.sn,
      readAt: new Date(b.readAt),
      fuelLifetimeL: b.fuelLifetimeL,
      distanceLifetimeKm: b.distanceLifetimeKm,
      avgLPer100Km: b.distanceLifetimeKm > 0 ? Math.round((b.fuelLifetimeL / b.distanceLifetimeKm) * 100 * 100) / 100 : null,
      gridEnergyKwh: b.gridEnergyKwh ?? null,
      distanceChargeDepletingKm: b.distanceChargeDepletingKm ?? null,
      terminalKey: b.terminalKey,
      createdAt: new Date(ctx.clock.now()),
    })
    .returning({ id: obfcmReports.id });
  return { id: row!.id };
}
