import { assetResource, loanResource } from '@diagops/contracts';
import { and, eq, inArray, lt, type SQL, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { startsWith } from '../../platform/kit/page';
import { resourceService } from '../../platform/kit/resource-service';
import { assetLoans, assets } from './assets.tables';

/** Today's date (UTC) on the app's clock: loans fall due and become overdue by it. */
export const today = (ctx: AppContext) => new Date(ctx.clock.now()).toISOString().slice(0, 10);

const openLoan = and(eq(assetLoans.assetId, assets.id), eq(assetLoans.status, 'open'));
const overdueLoan = (ctx: AppContext) => and(openLoan, lt(assetLoans.dueDate, today(ctx)));

/** An asset's borrower, due date and overdue flag come from its open loan. */
async function currentLoans(db: DbOrTx, ids: number[], ctx: AppContext) {
  const rows = await db
    .select({ assetId: assetLoans.assetId, borrower: assetLoans.borrower, dueDate: assetLoans.dueDate })
    .from(assetLoans)
    .where(and(inArray(assetLoans.assetId, ids), eq(assetLoans.status, 'open')));
  const now = today(ctx);
  const out = new Map<number, Record<string, unknown>>();
  for (const id of ids) out.set(id, { borrower: null, dueDate: null, overdue: false });
  for (const r of rows) out.set(r.assetId, { borrower: r.borrower, dueDate: r.dueDate, overdue: r.dueDate < now });
  return out;
}

export const assetService = resourceService(assetResource, {
  table: assets,
  filters: {
    overdue: (v: boolean, ctx) => {
      const exists = sql`exists (select 1 from ${assetLoans} where ${overdueLoan(ctx)})`;
      return v ? exists : sql`not ${exists}`;
    },
  },
  computed: (db, rows, ctx) =>
    currentLoans(
      db,
      rows.map((r) => r.id),
      ctx,
    ),
  rules: {
    // an asset that was ever lent keeps its records: it can be scrapped, not deleted
    canDelete: async (tx, row) => (await tx.select({ id: assetLoans.id }).from(assetLoans).where(eq(assetLoans.assetId, row.id)).limit(1)).length === 0,
  },
});

/** The asset a loan is for, locked: it must exist and be in stock (a lent, repairing or scrapped asset answers 1017). */
async function lendable(tx: DbOrTx, assetId: number) {
  const [asset] = await tx
    .select()
    .from(assets)
    .where(and(eq(assets.id, assetId), eq(assets.delFlag, false)))
    .for('update');
  if (!asset) throw new AppError(1001, { errors: [{ field: 'assetId', message: 'no such asset' }] });
  if (asset.status !== 'inStock') throw new AppError(1017, { state: asset.status, action: 'lend', allowedActions: [] });
  return asset;
}

export const loanService = resourceService(loanResource, {
  table: assetLoans,
  filters: {
    overdue: (v: boolean, ctx) => {
      const due = and(eq(assetLoans.status, 'open'), lt(assetLoans.dueDate, today(ctx)))!;
      return v ? due : sql`not (${due})`;
    },
  },
  computed: async (db, rows, ctx) => {
    const ids = [...new Set(rows.map((r) => r.assetId as number))];
    const names = await db.select({ id: assets.id, code: assets.code, name: assets.name }).from(assets).where(inArray(assets.id, ids));
    const byId = new Map(names.map((a) => [a.id, a]));
    const now = today(ctx);
    return new Map(
      rows.map((r) => [
        r.id,
        {
          assetCode: byId.get(r.assetId as number)?.code ?? null,
          assetName: byId.get(r.assetId as number)?.name ?? null,
          overdue: r.status === 'open' && (r.dueDate as string) < now,
        },
      ]),
    );
  },
  rules: {
    async beforeSave(tx, _req, values) {
      await lendable(tx, values.assetId as number);
      if ((values.dueDate as string) < (values.lentDate as string))
        throw new AppError(1001, { errors: [{ field: 'dueDate', message: 'must not be before the lending date' }] });
      return values;
    },
    async afterSave(tx, req, row) {
      await assetService.setState(tx, req, row.assetId as number, 'lend', 'lent', `${row.borrower}`);
    },
    // back in stock, or under repair when it came back damaged
    async afterTransition(tx, req, { after, body }) {
      const condition = body.returnCondition as string;
      const [returned] = await tx
        .update(assetLoans)
        .set({ returnedDate: today(assetService.boundContext()), returnCondition: condition, returnRemark: (body.returnRemark as string) || null })
        .where(eq(assetLoans.id, after.id))
        .returning();
      const to = condition === 'damaged' ? 'repairing' : 'inStock';
      await assetService.setState(tx, req, after.assetId as number, 'giveBack', to, (body.returnRemark as string) || null);
      return returned as never;
    },
  },
});

/** Assets in stock whose code or name starts with the keyword: what the borrowing form offers. */
export async function lendableAssets(ctx: AppContext, keyword: string | undefined, limit = 20) {
  const parts: SQL[] = [eq(assets.delFlag, false), eq(assets.status, 'inStock')];
  if (keyword) parts.push(sql`(${startsWith(assets.code, keyword)} or ${startsWith(assets.name, keyword)})`);
  return ctx.db
    .select({ id: assets.id, code: assets.code, name: assets.name })
    .from(assets)
    .where(and(...parts))
    .orderBy(assets.code)
    .limit(limit);
}
