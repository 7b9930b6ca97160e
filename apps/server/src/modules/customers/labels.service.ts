import type { TLabel, TLabelPageQuery, TLabelRef, TPage, TSaveLabelRequest, TUpdateLabelRequest } from '@diagops/contracts';
import { asc, count, eq, inArray, or } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import { caller } from '../../platform/http/caller';
import { AppError } from '../../platform/http/errors';
import { mutate, uniqueOr10120 } from '../../platform/kit/mutation';
import { definePage, startsWith } from '../../platform/kit/page';
import { deleteVersioned, updateVersioned } from '../../platform/kit/versioned';
import { customerLabels, labels } from './customers.tables';

type LabelRow = typeof labels.$inferSelect;

export const labelPage = definePage<TLabelPageQuery>({
  table: labels,
  base: eq(labels.delFlag, false),
  filters: { name: (v) => or(startsWith(labels.nameZh, v), startsWith(labels.nameEn, v)) },
  sortable: { createTime: labels.createdAt },
  defaultSort: [{ column: labels.createdAt, order: 'desc' }],
  tiebreak: labels.id,
});

async function present(ctx: AppContext, rows: LabelRow[]): Promise<TLabel[]> {
  const ids = rows.map((r) => r.id);
  const counts =
    ids.length === 0
      ? []
      : await ctx.db
          .select({ labelId: customerLabels.labelId, n: count() })
          .from(customerLabels)
          .where(inArray(customerLabels.labelId, ids))
          .groupBy(customerLabels.labelId);
  const byId = new Map(counts.map((c) => [c.labelId, Number(c.n)]));
  return rows.map((r) => ({
    id: r.id,
    nameZh: r.nameZh,
    nameEn: r.nameEn,
    color: r.color,
    remark: r.remark,
    customerCount: byId.get(r.id) ?? 0,
    version: r.version,
    createTime: r.createdAt.toISOString(),
  }));
}

export function getLabelPage(ctx: AppContext, q: TLabelPageQuery): Promise<TPage<TLabel>> {
  return labelPage.run(ctx.db, q, async ({ where, orderBy, limit, offset }) => {
    const rows = await ctx.db
      .select()
      .from(labels)
      .where(where)
      .orderBy(...orderBy)
      .limit(limit)
      .offset(offset);
    return present(ctx, rows);
  });
}

/** Every live label, for the selects (a few hundred at most). */
export async function labelOptions(ctx: AppContext): Promise<TLabelRef[]> {
  return ctx.db
    .select({ id: labels.id, nameZh: labels.nameZh, nameEn: labels.nameEn, color: labels.color })
    .from(labels)
    .where(eq(labels.delFlag, false))
    .orderBy(asc(labels.id))
    .limit(1000);
}

export async function addLabel(ctx: AppContext, req: FastifyRequest, b: TSaveLabelRequest): Promise<TLabel> {
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'label', action: 'add' }, async (tx) => {
      const now = new Date(ctx.clock.now());
      const [r] = await tx
        .insert(labels)
        .values({ ...b, remark: b.remark ?? null, createdBy: caller(req).userId, createdAt: now, updatedAt: now })
        .returning();
      return { result: r!, targetId: r!.id, after: r };
    }),
  );
  return (await present(ctx, [row]))[0]!;
}

export async function updateLabel(ctx: AppContext, req: FastifyRequest, b: TUpdateLabelRequest): Promise<TLabel> {
  const { id, version, ...f } = b;
  const row = await uniqueOr10120(
    mutate(ctx.db, req, { module: 'label', action: 'update' }, async (tx) => {
      const { before, after } = await updateVersioned(tx, labels, id, version, { ...f, remark: f.remark ?? null });
      return { result: after, targetId: id, before, after };
    }),
  );
  return (await present(ctx, [row]))[0]!;
}

/** A label still held by customers is not deleted (73305). */
export async function deleteLabel(ctx: AppContext, req: FastifyRequest, b: { id: number; version: number }): Promise<void> {
  await mutate(ctx.db, req, { module: 'label', action: 'delete' }, async (tx) => {
    const [n] = await tx.select({ n: count() }).from(customerLabels).where(eq(customerLabels.labelId, b.id));
    if (Number(n?.n ?? 0) > 0) throw new AppError(73305);
    const before = await deleteVersioned(tx, labels, b.id, b.version);
    return { result: null, targetId: b.id, before };
  });
}
