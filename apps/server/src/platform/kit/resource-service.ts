import {
  type ResourceDef,
  resourceContracts,
  resourceLogName,
  type TPage,
  type TStateHistory,
  timeSortsOf,
  transitionPermission,
  type WritableKeys,
} from '@diagops/contracts';
import { type AnyColumn, and, eq, gte, lte, or, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { bulkInsertReturning } from '../db/bulk-insert';
import type { DbOrTx, Tx } from '../db/client';
import { AppError } from '../http/errors';
import { isUniqueViolation, mutate, uniqueOr10120 } from './mutation';
import { definePage, startsWith } from './page';
import { defineStateMachine } from './state-machine';
import { lockVersion, updateVersioned, type VersionedTable } from './versioned';

type Row = Record<string, unknown> & { id: number; version: number };
export type ResourceRow = Record<string, unknown> & { id: number; version: number; createTime: string; updateTime: string; allowedActions: string[] };
/** An append-only object's table: an id and the time it was written (logs, runs, pushes). */
type AppendOnlyTable = PgTable & { id: PgColumn; createdAt: PgColumn };
type Values = Record<string, unknown>;
/** what batch rules keep between the batches of one import (e.g. the codes accepted so far) */
export type BatchMemory = Map<string, unknown>;

/** A table the kit serves a declaration from: a column for every writable field (a compile error otherwise). */
export type ResourceTable<D extends ResourceDef> = (D extends { appendOnly: true }
  ? AppendOnlyTable
  : VersionedTable & {
      createdAt: PgColumn;
      updatedAt: PgColumn;
    }) & { [K in WritableKeys<D>]: PgColumn } & (D['states'] extends { field: infer F extends string } ? { [K in F]: PgColumn } : unknown);

/** What is special about an object: its rules, scope and computed fields. Everything else comes from the declaration. */
export type ResourceHooks<D extends ResourceDef> = {
  table: ResourceTable<D>;
  /** the caller's data scope (e.g. a dealer's own network); rows outside it are missing (1002) */
  scope?: (req: FastifyRequest) => SQL | undefined;
  /** conditions for filters the declaration cannot express (computed fields); they win over the generated ones */
  filters?: Record<string, (value: never, ctx: AppContext) => SQL | undefined>;
  /** values of read-only fields of a page of rows (joins, counts, values computed at the current time, names in the caller's language) */
  computed?: (db: DbOrTx, rows: Row[], ctx: AppContext, req: FastifyRequest) => Promise<Map<number, Values>> | Map<number, Values>;
  /** the transitions a caller may take, narrowed beyond permission and state (e.g. nobody approves their own work) */
  narrowActions?: (row: Row, actions: string[], req: FastifyRequest) => string[];
  rules?: {
    /** checks and adjusts the values of a save or update; throw AppError to refuse */
    beforeSave?: (tx: Tx, req: FastifyRequest, values: Values, before: Row | null) => Promise<Values | undefined> | Values | undefined;
    /**
     * false refuses the delete with 102048 (still in use); an AppError refuses it with its own code
     * (a warehouse holding stock: 78105). Thrown or returned, it ends the delete the same way.
     */
    canDelete?: (tx: Tx, row: Row) => Promise<boolean | AppError> | boolean | AppError;
    afterSave?: (tx: Tx, req: FastifyRequest, row: Row, before: Row | null) => Promise<void> | void;
    /**
     * insertMany's beforeSave: checks a batch of new rows together (a query for the batch, not one a
     * row; rows earlier in the batch count as saved) and answers each row's values or the AppError refusing it.
     * `earlier` lasts over the batches of one import: what a batch accepted, for a dry run that saves nothing.
     */
    beforeSaveMany?: (tx: Tx, req: FastifyRequest, values: Values[], earlier: BatchMemory) => Promise<Array<Values | AppError>>;
    /** insertMany's afterSave for the rows beforeSaveMany let through (afterSave is not called for them) */
    afterSaveMany?: (tx: Tx, req: FastifyRequest, rows: Row[]) => Promise<void>;
    /** runs in the transition's transaction, after the state changed */
    afterTransition?: (tx: Tx, req: FastifyRequest, e: { action: string; before: Row; after: Row; body: Values }) => Promise<Row | undefined> | Row | undefined;
  };
};

const SYSTEM_FILTERS = (d: ResourceDef) => Object.entries(d.fields).filter(([, f]) => f.filter);

/** The service behind the generated routes of one declaration. */
export function resourceService<const D extends ResourceDef>(def: D, hooks: ResourceHooks<D>) {
  const table = hooks.table as unknown as PgTable & Record<string, PgColumn> & VersionedTable;
  const contracts = resourceContracts(def);
  const col = (name: string): PgColumn => {
    const c = table[name];
    if (!c) throw new Error(`${def.name}: no column for ${name}`);
    return c;
  };
  const machine = def.states
    ? defineStateMachine({
        entity: def.name,
        states: Object.keys(def.states.values),
        initial: def.states.initial,
        transitions: Object.fromEntries(
          Object.entries(def.states.transitions).map(([a, t]) => [
            a,
            { from: t.from, to: t.to, permission: transitionPermission(def, a), reasonRequired: t.reason },
          ]),
        ),
      })
    : null;
  const stateField = def.states?.field;
  /** a state value as stored (a boolean column holds true / false) and as the machine names it */
  const stored = (state: string): unknown => (def.states?.boolean ? state === 'true' : state);
  const stateOf = (row: Row): string => String(row[stateField!]);
  let ctxRef: AppContext | null = null;

  const filters: Record<string, (v: never) => SQL | undefined> = {};
  for (const [name, f] of SYSTEM_FILTERS(def)) {
    if (f.filter === 'prefix') filters[name] = (v: string) => startsWith(col(name), v);
    else if (f.filter === 'eq') filters[name] = (v: unknown) => eq(col(name), v);
    else if (f.filter === 'dateRange') {
      filters[`${name}From`] = (v: string) => gte(col(name), v);
      filters[`${name}To`] = (v: string) => lte(col(name), v);
    }
  }
  for (const [name, f] of Object.entries(def.filters ?? {})) filters[name] = (v: string) => or(...f.prefixOf.map((c) => startsWith(col(c), v)));
  if (stateField) filters[stateField] = (v: string) => eq(col(stateField), v);
  if (def.appendOnly) {
    filters.createTimeFrom = (v: string) => gte(table.createdAt as PgColumn, new Date(v));
    filters.createTimeTo = (v: string) => lte(table.createdAt as PgColumn, new Date(v));
  }
  for (const [name, f] of Object.entries(hooks.filters ?? {})) filters[name] = (v: never) => f(v, ctxRef!);
  const times: Record<string, AnyColumn> = { createTime: table.createdAt as PgColumn, updateTime: table.updatedAt as PgColumn };
  const sortable: Record<string, AnyColumn> = Object.fromEntries(timeSortsOf(def).map((k) => [k, times[k]!]));
  for (const [name, f] of Object.entries(def.fields)) if (f.sort) sortable[name] = col(name);
  // append-only rows are listed newest first (their ids grow with their time)
  const sortColumn = def.defaultSort
    ? (sortable[def.defaultSort.field] ?? col(def.defaultSort.field))
    : def.appendOnly
      ? (table.createdAt as PgColumn)
      : table.id;

  const page = definePage<Record<string, unknown> & { current?: number; size?: number }, FastifyRequest>({
    table,
    base: table.delFlag ? eq(table.delFlag, false) : undefined,
    scope: hooks.scope ? (req) => hooks.scope!(req) : undefined,
    filters: filters as never,
    sortable: sortable as never,
    defaultSort: [{ column: sortColumn, order: def.defaultSort?.order ?? 'desc' }],
    tiebreak: table.id,
  });

  /** a stored row as the reply: fields by name, money as a number, times as ISO text, the caller's actions */
  function present(ctx: AppContext, req: FastifyRequest, r: Row, extra?: Values): ResourceRow {
    const out: Record<string, unknown> = { id: r.id };
    for (const [name, f] of Object.entries(def.fields)) {
      const v = extra && name in extra ? extra[name] : r[name];
      out[name] = v === undefined ? null : f.kind === 'money' && v !== null ? Number(v) : v instanceof Date ? v.toISOString() : v;
    }
    if (stateField) out[stateField] = r[stateField];
    if (!def.appendOnly) {
      out.version = r.version;
      out.updateTime = (r.updatedAt as Date).toISOString();
    }
    out.createTime = (r.createdAt as Date).toISOString();
    const actions = machine ? machine.allowedActions(stateOf(r), req.auth?.permissions ?? new Set()) : [];
    out.allowedActions = hooks.narrowActions ? hooks.narrowActions(r, actions, req) : actions;
    return out as ResourceRow;
  }
  async function presentAll(ctx: AppContext, req: FastifyRequest, db: DbOrTx, rows: Row[]): Promise<ResourceRow[]> {
    const extra = hooks.computed && rows.length > 0 ? await hooks.computed(db, rows, ctx, req) : undefined;
    return rows.map((r) => present(ctx, req, r, extra?.get(r.id)));
  }
  const visible = (req: FastifyRequest, id: number): SQL => {
    const parts = [eq(table.id, id)];
    if (table.delFlag) parts.push(eq(table.delFlag, false));
    const s = hooks.scope?.(req);
    if (s) parts.push(s);
    return and(...parts)!;
  };
  /** the row, locked, when the caller may see it: missing or out of scope → 1002; stale version → 1005 */
  async function lockVisible(tx: Tx, req: FastifyRequest, id: number, version: number): Promise<Row> {
    const [seen] = await tx.select({ id: table.id }).from(table).where(visible(req, id));
    if (!seen) throw new AppError(1002);
    return (await lockVersion(tx, table, id, version)) as Row;
  }
  const one = async (ctx: AppContext, req: FastifyRequest, db: DbOrTx, row: Row) => (await presentAll(ctx, req, db, [row]))[0]!;
  const writable = (body: Values): Values => {
    const out: Values = {};
    for (const [k, v] of Object.entries(body)) if (k !== 'id' && k !== 'version' && def.fields[k] && !def.fields[k]!.readOnly) out[k] = v ?? null;
    return out;
  };

  return {
    def,
    contracts,
    machine,
    page,
    present: presentAll,
    /** the app these routes were registered in (export jobs read through it: a job has no request) */
    bind(ctx: AppContext) {
      ctxRef = ctx;
    },
    boundContext(): AppContext {
      if (!ctxRef) throw new Error(`${def.name}: routes not registered`);
      return ctxRef;
    },
    async getPage(ctx: AppContext, req: FastifyRequest, q: Record<string, unknown>): Promise<TPage<ResourceRow>> {
      ctxRef = ctx;
      const result = await page.run(
        ctx.db,
        q as never,
        async ({ where, orderBy, limit, offset }) =>
          (await ctx.db
            .select()
            .from(table)
            .where(where)
            .orderBy(...orderBy)
            .limit(limit)
            .offset(offset)) as Row[],
        req,
      );
      return { ...result, records: await presentAll(ctx, req, ctx.db, result.records) };
    },
    async rowsFor(ctx: AppContext, req: FastifyRequest, q: Record<string, unknown>, limit: number, offset: number, after?: number) {
      ctxRef = ctx;
      const seek = page.seek(q as never, after, offset, req);
      const rows = (await ctx.db
        .select()
        .from(table)
        .where(seek.where)
        .orderBy(...page.orderBy(q as never))
        .limit(limit)
        .offset(seek.offset)) as Row[];
      return presentAll(ctx, req, ctx.db, rows);
    },
    /** the row with its state history (an object without states: the row alone) */
    async getDetail(ctx: AppContext, req: FastifyRequest, id: number): Promise<ResourceRow & { history?: TStateHistory[] }> {
      const [row] = (await ctx.db.select().from(table).where(visible(req, id))) as Row[];
      if (!row) throw new AppError(1002);
      const shown = await one(ctx, req, ctx.db, row);
      return machine ? { ...shown, history: await machine.history(ctx.db, id) } : shown;
    },
    /** inserts one row (the save call and each import row) inside the caller's transaction */
    async insert(tx: Tx, req: FastifyRequest, body: Values): Promise<Row> {
      let values = writable(body);
      values = (await hooks.rules?.beforeSave?.(tx, req, values, null)) ?? values;
      if (stateField) values[stateField] = stored(def.states!.initial);
      const [created] = (await tx.insert(table).values(values).returning()) as Row[];
      if (machine) await machine.record(tx, req, { entityId: created!.id, from: null, to: def.states!.initial, action: 'create' });
      await hooks.rules?.afterSave?.(tx, req, created!, null);
      return created!;
    },
    /**
     * Inserts many rows (an import's batch); each result is the row or the AppError refusing it.
     * With batch rules (beforeSaveMany) the rows are checked together and written with one multi-row
     * INSERT and one history insert; a unique violation the checks did not foresee (in the insert or
     * afterSaveMany) undoes that and sends the batch row by row. Without them every row is an insert
     * of its own in a savepoint, so a rule that reads the table sees the rows before it.
     */
    async insertMany(tx: Tx, req: FastifyRequest, bodies: Values[], earlier: BatchMemory = new Map()): Promise<Array<Row | AppError>> {
      const rules = hooks.rules;
      const oneByOne = async (body: Values): Promise<Row | AppError> =>
        tx
          .transaction((sp) => this.insert(sp, req, body))
          .catch((e: unknown) => {
            if (e instanceof AppError) return e;
            if (isUniqueViolation(e)) return new AppError(10120);
            throw e;
          });
      if (!rules?.beforeSaveMany) {
        const out: Array<Row | AppError> = [];
        for (const b of bodies) out.push(await oneByOne(b));
        return out;
      }
      const checked = await rules.beforeSaveMany(tx, req, bodies.map(writable), earlier);
      const results: Array<Row | AppError> = checked.map((v) => (v instanceof AppError ? v : new AppError(1002)));
      const good = checked.flatMap((v, i) =>
        v instanceof AppError ? [] : [{ i, values: stateField ? { ...v, [stateField]: stored(def.states!.initial) } : v }],
      );
      if (good.length === 0) return results;
      try {
        const created = await tx.transaction(async (sp) => {
          const rows = await bulkInsertReturning<Row>(
            sp,
            table,
            good.map((g) => g.values),
          );
          if (machine)
            await machine.recordMany(
              sp,
              req,
              rows.map((r) => ({ entityId: r.id, from: null, to: def.states!.initial, action: 'create' as const })),
            );
          await rules.afterSaveMany?.(sp, req, rows);
          return rows;
        });
        good.forEach((g, k) => {
          results[g.i] = created[k]!;
        });
      } catch (err) {
        if (!isUniqueViolation(err)) throw err;
        for (const g of good) results[g.i] = await oneByOne(bodies[g.i]!);
      }
      return results;
    },
    /**
     * A dry run of insertMany: the batch rules only, nothing written (each result is the values that
     * would be saved or the AppError refusing them). Only for declarations with batch rules.
     */
    async checkMany(tx: Tx, req: FastifyRequest, bodies: Values[], earlier: BatchMemory): Promise<Array<Values | AppError>> {
      if (!hooks.rules?.beforeSaveMany) throw new Error(`${def.name}: checkMany needs batch rules (beforeSaveMany)`);
      return hooks.rules.beforeSaveMany(tx, req, bodies.map(writable), earlier);
    },
    async save(ctx: AppContext, req: FastifyRequest, body: Values): Promise<ResourceRow> {
      const row = await uniqueOr10120(
        mutate(ctx.db, req, resourceLogName(def, 'create'), async (tx) => {
          const created = await this.insert(tx, req, body);
          return { result: created, targetId: created.id, after: created };
        }),
      );
      return one(ctx, req, ctx.db, row);
    },
    async update(ctx: AppContext, req: FastifyRequest, body: Values & { id: number; version: number }): Promise<ResourceRow> {
      const row = await uniqueOr10120(
        mutate(ctx.db, req, resourceLogName(def, 'update'), async (tx) => {
          const current = await lockVisible(tx, req, body.id, body.version);
          let values = writable(body);
          values = (await hooks.rules?.beforeSave?.(tx, req, values, current)) ?? values;
          const { before, after } = await updateVersioned(tx, table, body.id, body.version, values as never);
          await hooks.rules?.afterSave?.(tx, req, after as Row, before as Row);
          return { result: after as Row, targetId: body.id, before, after };
        }),
      );
      return one(ctx, req, ctx.db, row);
    },
    async remove(ctx: AppContext, req: FastifyRequest, body: { id: number; version: number }): Promise<null> {
      await mutate(ctx.db, req, resourceLogName(def, 'delete'), async (tx) => {
        const current = await lockVisible(tx, req, body.id, body.version);
        const allowed = hooks.rules?.canDelete ? await hooks.rules.canDelete(tx, current) : true;
        if (allowed instanceof AppError) throw allowed;
        if (!allowed) throw new AppError(102048);
        if (table.delFlag)
          await tx
            .update(table)
            .set({ delFlag: true, version: sql`${table.version} + 1` } as never)
            .where(eq(table.id, body.id));
        else await tx.delete(table).where(eq(table.id, body.id));
        return { result: null, targetId: body.id, before: current };
      });
      return null;
    },
    /** a declared transition: permission, reason, current state (1017 naming the allowed actions), history, then the hook */
    async transition(ctx: AppContext, req: FastifyRequest, action: string, body: Values & { id: number; version: number; reason?: string }) {
      if (!machine || !stateField) throw new AppError(1002);
      const row = await mutate(ctx.db, req, resourceLogName(def, action), async (tx) => {
        const current = await lockVisible(tx, req, body.id, body.version);
        const from = stateOf(current);
        const allowed = machine.allowedActions(from, req.auth?.permissions ?? new Set());
        try {
          machine.check(req, from, action, body.reason);
        } catch (err) {
          if (err instanceof AppError && err.code === 1017) throw new AppError(1017, { state: from, action, allowedActions: allowed });
          throw err;
        }
        const narrowed = hooks.narrowActions ? hooks.narrowActions(current, allowed, req) : allowed;
        if (!narrowed.includes(action)) throw new AppError(1000);
        const to = def.states!.transitions[action]!.to;
        const { before, after } = await updateVersioned(tx, table, body.id, body.version, { [stateField]: stored(to) } as never);
        await machine.record(tx, req, { entityId: body.id, from, to, action, reason: body.reason });
        const final = (await hooks.rules?.afterTransition?.(tx, req, { action, before: before as Row, after: after as Row, body })) ?? (after as Row);
        return { result: final, targetId: body.id, before, after: final };
      });
      return one(ctx, req, ctx.db, row);
    },
    /** writes a state change made by another object's rule (e.g. a loan lending its asset), with its history row */
    async setState(tx: Tx, req: FastifyRequest, id: number, action: string, to: string, reason?: string | null): Promise<Row> {
      if (!machine || !stateField) throw new Error(`${def.name} has no states`);
      const [current] = (await tx.select().from(table).where(eq(table.id, id)).for('update')) as Row[];
      if (!current) throw new AppError(1002);
      const { after } = await updateVersioned(tx, table, id, current.version, { [stateField]: stored(to) } as never);
      await machine.record(tx, req, { entityId: id, from: stateOf(current), to, action: action as never, reason });
      return after as Row;
    },
  };
}

export type ResourceService<D extends ResourceDef = ResourceDef> = ReturnType<typeof resourceService<D>>;
