import { isRequiredField, type ResourceDef, resourceLogName, resourcePath, resourceXlsxFields, sortableOf, transitionPermission } from '@diagops/contracts';
import { getTableName } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { explainUsesIndex } from '../src/platform/kit/explain';
import type { ResourceService } from '../src/platform/kit/resource-service';
import { type SignedIn, signInAdmin, type TestApp, userWith } from './helpers';
import { fillTemplate, multipartFile, readSheet, waitForJob } from './kit-helpers';
import { type Call, call, type J, opLogs } from './system';

type Values = Record<string, unknown>;

export type ResourceSuiteOptions = {
  /** the app of the file (built in its beforeAll) */
  app: () => TestApp;
  /** a valid save body, unique for each n */
  sample: (n: number) => Values | Promise<Values>;
  /** a valid change of an update (fields not locked on edit) */
  change: Values;
  /** more values a transition takes (its declared input) */
  transitionInput?: Record<string, Values>;
  /** a row of the import template in column order (its cells as text), unique for each n */
  importRow?: (n: number) => Array<string | number>;
  /** the service: each filter and sort is then checked to be served by an index */
  service?: ResourceService;
  /** how an append-only object's rows come to be (its device call, its writer): the new row's id, unique for each n */
  record?: (n: number) => Promise<number>;
  /** who adds the suite's rows when not the admin (an object nobody reviews their own work of): signed in once */
  author?: () => Promise<SignedIn>;
};

/**
 * The tests every declaration gets: paging and each filter, create / update / stale version /
 * delete, unknown and read-only fields, each transition from each state it may and may not
 * start from, each operation refused without its permission, export and import. An area's own
 * test file then holds only its business rules.
 */
export function describeResource(def: ResourceDef, o: ResourceSuiteOptions) {
  const t = () => o.app();
  const url = (op: string, id?: number) =>
    t()
      .ctx.svcPath(def.api.service, resourcePath(def, op))
      .replace(':id', String(id ?? 0));
  const post = (op: string, payload?: unknown): Call => ({ method: 'POST', url: url(op), payload });
  const has = (op: (typeof def.ops)[number]) => def.ops.includes(op);
  /** the operation log's rows of one change (under the declaration's log names) */
  const logged = (action: string, id: number) => {
    const l = resourceLogName(def, action);
    return opLogs(t(), l.module, l.action, id);
  };
  let admin: SignedIn;
  let n = 1000;
  let author: SignedIn | undefined;
  const make = async (extra: Values = {}) => {
    if (def.appendOnly) {
      if (!o.record) throw new Error(`${def.name}: an append-only object's suite needs \`record\``);
      const id = await o.record(++n);
      return (await call(t(), { method: 'GET', url: url('detail', id) }, admin.headers)).body.data as J;
    }
    if (o.author && !author) author = await o.author();
    const by = author ?? admin;
    const res = await call(t(), post('save', { ...(await o.sample(++n)), ...extra }), by.headers);
    expect(res.body, JSON.stringify(res.body)).toMatchObject({ code: 2000 });
    if (by === admin) return res.body.data as J;
    // the row as the admin sees it (its actions are the caller's)
    const { history: _, ...row } = (await call(t(), { method: 'GET', url: url('detail', res.body.data.id) }, admin.headers)).body.data;
    return row as J;
  };
  /** a transition's body: a reason unless it takes none, and its declared input */
  const transitionBody = (action: string, row: { id: number; version: number }) => ({
    id: row.id,
    version: row.version,
    ...(def.states?.transitions[action]?.reason === false ? {} : { reason: 'suite' }),
    ...(o.transitionInput?.[action] ?? {}),
  });
  const transition = async (action: string, row: J, headers = admin.headers) => call(t(), post(action, transitionBody(action, row)), headers);
  /** a state as requests and replies carry it (true / false for a boolean column) */
  const stateValue = (s: string): unknown => (def.states?.boolean ? s === 'true' : s);
  /** a row in `state`, reached from the initial state by the declared transitions (null when none leads there) */
  const rowIn = async (state: string): Promise<J | null> => {
    const states = def.states!;
    const path: Record<string, string[]> = { [states.initial]: [] };
    const queue = [states.initial];
    while (queue.length > 0) {
      const s = queue.shift()!;
      for (const [a, tr] of Object.entries(states.transitions))
        if (tr.from.includes(s) && !(tr.to in path)) {
          path[tr.to] = [...path[s]!, a];
          queue.push(tr.to);
        }
    }
    if (!(state in path)) return null;
    let row = await make();
    for (const a of path[state]!) row = (await transition(a, row)).body.data;
    return row;
  };

  describe(`${def.name}: generated from its declaration`, () => {
    beforeAll(async () => {
      admin = await signInAdmin(t());
    });

    if (has('page'))
      it('pages, and filters by each declared filter', async () => {
        const rows = [await make(), await make(), await make()];
        const page = await call(t(), post('page', { current: 1, size: 10 }), admin.headers);
        expect(page.body.data.total).toBeGreaterThanOrEqual(3);
        const two = await call(t(), post('page', { current: 1, size: 10, exactTotal: true }), admin.headers);
        expect(two.body.data.records.length).toBe(Math.min(10, two.body.data.total));
        for (const [name, f] of Object.entries(def.fields)) {
          const value = rows[0]![name];
          if (!f.filter || f.readOnly || value === null || value === undefined) continue;
          const q = f.filter === 'dateRange' ? { [`${name}From`]: value, [`${name}To`]: value } : { [name]: f.filter === 'prefix' ? String(value) : value };
          const res = await call(t(), post('page', { current: 1, size: 100, ...q }), admin.headers);
          expect(res.body.code, `${name}: ${JSON.stringify(res.body)}`).toBe(2000);
          expect(res.body.data.records.map((r: J) => r.id)).toContain(rows[0]!.id);
          for (const r of res.body.data.records as J[])
            if (f.filter === 'prefix') expect(String(r[name]).toLowerCase().startsWith(String(value).toLowerCase())).toBe(true);
            else expect(r[name]).toEqual(value);
        }
        for (const [name, f] of Object.entries(def.filters ?? {})) {
          const value = String(rows[0]![f.prefixOf[0]]);
          const res = await call(t(), post('page', { current: 1, size: 100, [name]: value }), admin.headers);
          expect(
            res.body.data.records.map((r: J) => r.id),
            name,
          ).toContain(rows[0]!.id);
          for (const r of res.body.data.records as J[])
            expect(
              f.prefixOf.some((c) => String(r[c]).toLowerCase().startsWith(value.toLowerCase())),
              `${name}: ${JSON.stringify(r)}`,
            ).toBe(true);
        }
        if (def.appendOnly) {
          // newest first, without a version or a last change; searched by a window of its time
          expect(rows[0]).not.toHaveProperty('version');
          expect(rows[0]).not.toHaveProperty('updateTime');
          const at = new Date(String(rows[2]!.createTime)).getTime();
          const window = { createTimeFrom: new Date(at - 1000).toISOString(), createTimeTo: new Date(at + 1000).toISOString() };
          const inside = await call(t(), post('page', { current: 1, size: 100, ...window }), admin.headers);
          expect(inside.body.data.records.map((r: J) => r.id)).toContain(rows[2]!.id);
          const later = { createTimeFrom: new Date(at + 60_000).toISOString() };
          const outside = await call(t(), post('page', { current: 1, size: 100, ...later }), admin.headers);
          expect(outside.body.data.records.map((r: J) => r.id)).not.toContain(rows[2]!.id);
          expect(page.body.data.records[0].createTime >= page.body.data.records.at(-1).createTime).toBe(true);
        }
        for (const field of sortableOf(def))
          for (const order of ['asc', 'desc'])
            expect((await call(t(), post('page', { sort: { field, order } }), admin.headers)).body.code, `sort ${field}`).toBe(2000);
        expect((await call(t(), post('page', { sort: { field: 'nope', order: 'asc' } }), admin.headers)).body.code).toBe(1001);
        expect((await call(t(), post('page', { size: 13 }), admin.headers)).body.code).toBe(1001);
      });

    if (o.service && has('page'))
      it('serves every filter and every sort from an index (EXPLAIN with sequential scans priced out)', async () => {
        const svc = o.service!;
        const table = svc.page.spec.table as PgTable;
        const row = await make();
        const queries: Array<[string, Values]> = [];
        for (const [name, f] of Object.entries(def.fields)) {
          if (f.filter === 'dateRange') queries.push([name, { [`${name}From`]: '2020-01-01', [`${name}To`]: '2030-01-01' }]);
          else if (f.filter) queries.push([name, { [name]: row[name] ?? (f.kind === 'switch' ? true : 'x') }]);
        }
        for (const [name, f] of Object.entries(def.filters ?? {})) queries.push([name, { [name]: String(row[f.prefixOf[0]]) }]);
        if (def.states) queries.push([def.states.field, { [def.states.field]: stateValue(def.states.initial) }]);
        if (def.appendOnly) queries.push(['createTime', { createTimeFrom: String(row.createTime) }]);
        for (const field of sortableOf(def)) queries.push([`sort ${field}`, { sort: { field, order: 'desc' } }]);
        svc.bind(t().ctx);
        for (const [what, q] of queries) {
          const list = t()
            .ctx.db.select()
            .from(table)
            .where(svc.page.where(q as never, {} as never))
            .orderBy(...svc.page.orderBy(q as never))
            .limit(20);
          const r = await explainUsesIndex(t().ctx.db, getTableName(table), list);
          expect(r.ok, `${what}\n${r.plan}`).toBe(true);
        }
      });

    if (has('save'))
      it('adds, refuses unknown and read-only fields and a missing required one, and logs the change', async () => {
        const row = await make();
        expect(row).toMatchObject({ version: 1 });
        if (def.states) expect(row[def.states.field]).toBe(stateValue(def.states.initial));
        expect(await logged('create', row.id)).toHaveLength(1);
        const unknown = await call(t(), post('save', { ...(await o.sample(++n)), notAField: 1 }), admin.headers);
        expect([unknown.status, unknown.body.code]).toEqual([400, 1001]);
        for (const [name, f] of Object.entries(def.fields).filter(([, f]) => f.readOnly)) {
          const res = await call(t(), post('save', { ...(await o.sample(++n)), [name]: f.kind === 'switch' ? true : 'x' }), admin.headers);
          expect([res.status, res.body.code], `read-only ${name}`).toEqual([400, 1001]);
        }
        if (def.states) {
          const res = await call(t(), post('save', { ...(await o.sample(++n)), [def.states.field]: def.states.initial }), admin.headers);
          expect(res.body.code, 'the state is not writable').toBe(1001);
        }
        const required = Object.entries(def.fields).find(([, f]) => !f.readOnly && isRequiredField(f));
        if (required) {
          const { [required[0]]: _, ...rest } = await o.sample(++n);
          const res = await call(t(), post('save', rest), admin.headers);
          expect(res.body.code).toBe(1001);
          expect(res.body.data.errors.map((e: J) => String(e.field).replace(/^body\./, ''))).toContain(required[0]);
        }
      });

    if (has('detail'))
      it('shows the detail with its history, and 1002 for a missing id', async () => {
        const row = await make();
        const res = await call(t(), { method: 'GET', url: url('detail', row.id) }, admin.headers);
        expect(res.body.data).toMatchObject(def.appendOnly ? { id: row.id, createTime: row.createTime } : { id: row.id, version: 1 });
        if (def.states) expect(res.body.data.history[0]).toMatchObject({ action: 'create', toState: def.states.initial });
        expect((await call(t(), { method: 'GET', url: url('detail', 2_000_000_000) }, admin.headers)).body.code).toBe(1002);
      });

    if (has('update'))
      it('edits with the version: a stale one answers 409 and changes nothing; locked fields are refused', async () => {
        const sample = await o.sample(++n);
        const row = await make(sample);
        const locked = new Set(Object.keys(def.fields).filter((k) => def.fields[k]!.form && (def.fields[k]!.form as { lockedOnEdit?: boolean }).lockedOnEdit));
        const body = { ...Object.fromEntries(Object.entries(sample).filter(([k]) => !locked.has(k))), ...o.change };
        const edited = await call(t(), post('update', { id: row.id, version: 1, ...body }), admin.headers);
        expect(edited.body, JSON.stringify(edited.body)).toMatchObject({ code: 2000, data: { ...o.change, version: 2 } });
        const stale = await call(t(), post('update', { id: row.id, version: 1, ...body }), admin.headers);
        expect([stale.status, stale.body.code]).toEqual([409, 1005]);
        for (const [name, f] of Object.entries(def.fields).filter(([, f]) => f.form && f.form.lockedOnEdit)) {
          const res = await call(t(), post('update', { id: row.id, version: 2, ...body, [name]: row[name] }), admin.headers);
          expect(res.body.code, `locked ${name}`).toBe(1001);
        }
        expect(await logged('update', row.id)).toHaveLength(1);
      });

    if (has('delete'))
      it('deletes with the version; the row is gone from the list and the detail', async () => {
        const row = await make();
        expect((await call(t(), post('delete', { id: row.id, version: 2 }), admin.headers)).body.code).toBe(1005);
        expect((await call(t(), post('delete', { id: row.id, version: 1 }), admin.headers)).body.code).toBe(2000);
        expect(await logged('delete', row.id)).toHaveLength(1);
        expect((await call(t(), { method: 'GET', url: url('detail', row.id) }, admin.headers)).body.code).toBe(1002);
        expect((await call(t(), post('delete', { id: row.id, version: 1 }), admin.headers)).body.code).toBe(1002);
      });

    for (const [action, tr] of Object.entries(def.states?.transitions ?? {}))
      it(`${action}: allowed from ${tr.from.join(', ')}, refused (1017, naming the allowed actions) from the others`, async () => {
        for (const state of Object.keys(def.states!.values)) {
          const row = await rowIn(state);
          if (!row) continue;
          if (tr.from.includes(state)) {
            expect(row.allowedActions).toContain(action);
            if (tr.reason) {
              const missing = await call(t(), post(action, { id: row.id, version: row.version, ...(o.transitionInput?.[action] ?? {}) }), admin.headers);
              expect(missing.body.code, 'reason required').toBe(1001);
            }
            if (tr.reason === false) {
              const extra = await call(t(), post(action, { id: row.id, version: row.version, reason: 'x' }), admin.headers);
              expect(extra.body.code, 'takes no reason').toBe(1001);
            }
            const res = await transition(action, row);
            expect(res.body, `${action} from ${state}`).toMatchObject({ code: 2000, data: { [def.states!.field]: stateValue(tr.to) } });
            const detail = await call(t(), { method: 'GET', url: url('detail', row.id) }, admin.headers);
            expect(detail.body.data.history.at(-1)).toMatchObject({ action, fromState: state, toState: tr.to });
          } else {
            expect(row.allowedActions).not.toContain(action);
            const res = await transition(action, row);
            expect([res.status, res.body.code], `${action} from ${state}`).toEqual([409, 1017]);
            expect(res.body.data.allowedActions).toEqual(row.allowedActions);
          }
        }
      });

    it('refuses each operation without a token (401) and without its permission (403)', async () => {
      const nobody = await userWith(t(), []);
      const row = has('save') ? await make() : null;
      const calls: Call[] = [];
      if (has('page')) calls.push(post('page', {}));
      if (has('detail')) calls.push({ method: 'GET', url: url('detail', row?.id ?? 1) });
      if (has('save')) calls.push(post('save', await o.sample(++n)));
      if (has('update')) calls.push(post('update', { id: row!.id, version: row!.version }));
      if (has('delete')) calls.push(post('delete', { id: row!.id, version: row!.version }));
      for (const action of Object.keys(def.states?.transitions ?? {})) calls.push(post(action, transitionBody(action, { id: row?.id ?? 1, version: 1 })));
      for (const c of calls) {
        const anon = await call(t(), c);
        expect([anon.status, anon.body.code], `${c.url} without a token`).toEqual([401, 1003]);
        const denied = await call(t(), c, nobody.headers);
        expect([denied.status, denied.body.code], `${c.url} without permission`).toEqual([403, 1000]);
      }
      // a transition needs its own permission, not the view permission
      for (const action of Object.keys(def.states?.transitions ?? {})) {
        const viewer = await userWith(t(), [def.permissions.view]);
        const res = await transition(action, row ?? { id: 1, version: 1 }, viewer.headers);
        expect(res.body.code, `${action} by a viewer (${transitionPermission(def, action)})`).toBe(1000);
      }
    });

    if (has('export'))
      it('exports the list as xlsx with the declared columns', async () => {
        const row = await make();
        const res = await t().app.inject({ method: 'POST', url: url('export'), headers: admin.headers, payload: {} });
        expect(res.statusCode).toBe(200);
        const rows = await readSheet(res.rawPayload);
        const headers = resourceXlsxFields(def, 'export').map(([, f]) => f.label[0]);
        expect(rows[0]!.slice(0, headers.length)).toEqual(headers);
        const first = resourceXlsxFields(def, 'export')[0]![0];
        expect(rows.slice(1).map((r) => r[0])).toContain(String(row[first]));
      });

    if (has('import') && o.importRow)
      it('imports the template: good rows saved, a row that breaks a rule in the failure file and not saved', async () => {
        const template = await t().app.inject({ method: 'GET', url: url('template'), headers: admin.headers });
        expect(template.statusCode).toBe(200);
        const good = o.importRow!(++n);
        // the same row twice (the second breaks uniqueness), and one without its first, required, cell
        const file = await fillTemplate(template.rawPayload, [good, good, ['', ...o.importRow!(++n).slice(1)]]);
        const mp = multipartFile(file);
        const res = await t().app.inject({ method: 'POST', url: url('import'), headers: { ...admin.headers, ...mp.headers }, payload: mp.payload });
        expect(res.json().code, res.body).toBe(2000);
        let jobId: string = res.json().data.jobId;
        if (def.importDryRun) {
          // a dry run first: nothing saved, the report names the refused rows and columns; then the commit
          const dry = await waitForJob(t(), def.api.service, jobId, admin.headers);
          expect(dry, JSON.stringify(dry)).toMatchObject({ status: 'completed', successCount: 1, failedCount: 2, hasFile: false });
          const report = await t().app.inject({ method: 'GET', url: `${url('importReport')}?jobId=${jobId}`, headers: admin.headers });
          expect(report.json().data, report.body).toMatchObject({ total: 3, create: 1, update: 0, refuse: 2, commitJobId: null });
          const first = resourceXlsxFields(def, 'import')[0]![0];
          const lines: Array<{ rowNumber: number; column: string | null; code: number | null }> = report.json().data.refused;
          const numbers = [...new Set(lines.map((r) => r.rowNumber))];
          expect(numbers).toHaveLength(2);
          expect(lines.find((r) => r.rowNumber === Math.max(...numbers) && r.column === first)).toMatchObject({ code: 1001 });
          const other = await userWith(t(), [def.permissions.import!]);
          const foreign = await t().app.inject({ method: 'POST', url: url('importCommit'), headers: other.headers, payload: { jobId } });
          expect(foreign.json().code).not.toBe(2000);
          const commit = await t().app.inject({ method: 'POST', url: url('importCommit'), headers: admin.headers, payload: { jobId } });
          expect(commit.json().code, commit.body).toBe(2000);
          const again = await t().app.inject({ method: 'POST', url: url('importCommit'), headers: admin.headers, payload: { jobId } });
          expect(again.json().code).toBe(1017);
          jobId = commit.json().data.jobId;
        }
        const job = await waitForJob(t(), def.api.service, jobId, admin.headers);
        expect(job, JSON.stringify(job)).toMatchObject({ status: 'completed', successCount: 1, failedCount: 2 });
        const failed = await t().app.inject({ method: 'GET', url: `${url('failedFile')}?jobId=${job.id}`, headers: admin.headers });
        const rows = await readSheet(failed.rawPayload);
        expect(rows[0]!.at(-1)).toBe('失败原因');
        expect(rows).toHaveLength(3);
      });
  });
}
