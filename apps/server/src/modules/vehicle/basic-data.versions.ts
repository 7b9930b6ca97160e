import type { TVehicleItemVersion, VehicleItemKind } from '@diagops/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Clock } from '../../platform/clock';
import { systemClock } from '../../platform/clock';
import { bulkInsert } from '../../platform/db/bulk-insert';
import type { DbOrTx } from '../../platform/db/client';
import { vehicleItemVersions } from './basic-data.tables';

/** Every change of an item is a version with its author: written on save, update, state change and merge. */

let clock: Clock = systemClock;
/** The app's clock (tests move a ManualClock); set when the routes are registered. */
export const useVersionClock = (c: Clock) => {
  clock = c;
};

const SNAPSHOT_KEYS = ['code', 'names', 'enabled', 'mergedInto', 'brandId', 'typeId', 'attrValues', 'absorbed'] as const;

/** The time a version is written at (the app's clock). */
export const versionTime = () => new Date(clock.now());

export function snapshotOf(row: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(SNAPSHOT_KEYS.filter((k) => k in row).map((k) => [k, row[k] ?? null]));
}

/** The fields whose values differ between two snapshots (all of the new one's when there is no old one). */
export function changedFields(before: Record<string, unknown> | null, after: Record<string, unknown>): string[] {
  return Object.keys(after).filter((k) => !before || JSON.stringify(before[k] ?? null) !== JSON.stringify(after[k] ?? null));
}

export async function writeVersion(
  tx: DbOrTx,
  req: Pick<FastifyRequest, 'auth'>,
  kind: VehicleItemKind,
  action: string,
  after: Record<string, unknown> & { id: number; version: number },
  before: Record<string, unknown> | null,
): Promise<void> {
  await writeVersions(tx, req, kind, action, [{ after, before }]);
}

/** The versions of many changes of one kind in one insert (an import's batch). */
export async function writeVersions(
  tx: DbOrTx,
  req: Pick<FastifyRequest, 'auth'>,
  kind: VehicleItemKind,
  action: string,
  changes: Array<{ after: Record<string, unknown> & { id: number; version: number }; before: Record<string, unknown> | null }>,
): Promise<void> {
  if (changes.length === 0) return;
  const at = versionTime();
  await bulkInsert(
    tx,
    vehicleItemVersions,
    changes.map(({ after, before }) => {
      const snap = snapshotOf(after);
      return {
        kind,
        itemId: after.id,
        version: after.version,
        action,
        authorId: req.auth?.userId ?? null,
        authorName: (req.auth?.username as string | null | undefined) ?? null,
        snapshot: snap,
        changed: changedFields(before ? snapshotOf(before) : null, snap),
        createdAt: at,
      };
    }),
  );
}

/** The versions of an item, oldest first. */
export async function itemVersions(db: DbOrTx, kind: VehicleItemKind, id: number): Promise<TVehicleItemVersion[]> {
  const v = vehicleItemVersions;
  const rows = await db
    .select()
    .from(v)
    .where(and(eq(v.kind, kind), eq(v.itemId, id)))
    .orderBy(asc(v.id));
  return rows.map((r) => ({
    version: r.version,
    action: r.action,
    authorId: r.authorId,
    authorName: r.authorName,
    time: r.createdAt.toISOString(),
    changed: r.changed,
    snapshot: r.snapshot,
  }));
}
