import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type SignedIn, type TestApp, userWith } from '../../../test/helpers';
import { call, type J } from '../../../test/system';

let t: TestApp;
let owner: SignedIn & { username: string };
let colleague: SignedIn;
let stranger: SignedIn;
let colleagueRole: number;
const V = (p: string) => `/lenkor-user/view${p}`;
const post = (who: SignedIn, p: string, payload: unknown) => call(t, { method: 'POST', url: V(p), payload }, who.headers);
const state = (filters: Record<string, unknown> = { code: 'FAB' }) => ({ filters, sort: { key: 'code', order: 'ascend' }, columns: null, density: 'small' });

beforeAll(async () => {
  t = await buildTestApp();
  owner = await userWith(t, []);
  colleague = await userWith(t, []);
  stranger = await userWith(t, []);
  const result = (await t.ctx.db.execute(sql`select role_id from user_roles where user_id = ${colleague.userId}`)) as unknown as {
    rows: Array<{ role_id: number }>;
  };
  const rows = result.rows;
  colleagueRole = rows[0]!.role_id;
});
afterAll(() => t.close());

describe('saved views of a list', () => {
  it("keeps a person's view, refuses a second of the same name, and shares it with a role without giving its members the right to change it", async () => {
    const saved = await post(owner, '/save', { list: 'supplier', name: 'FAB suppliers', state: state() });
    expect(saved.body.code, JSON.stringify(saved.body)).toBe(2000);
    const view = saved.body.data as J;
    expect(view).toMatchObject({ name: 'FAB suppliers', mine: true, roleIds: [], state: state() });
    expect((await post(owner, '/save', { list: 'supplier', name: 'fab SUPPLIERS', state: state() })).body.code).toBe(79951);
    // the same name on another list is another view
    expect((await post(owner, '/save', { list: 'customer', name: 'FAB suppliers', state: state() })).body.code).toBe(2000);

    expect((await post(colleague, '/list', { list: 'supplier' })).body.data).toEqual({ views: [], defaultId: null });
    const shared = (await post(owner, '/update', { id: view.id, version: view.version, roleIds: [colleagueRole] })).body.data as J;
    expect(shared.version).toBe(view.version + 1);
    const seen = (await post(colleague, '/list', { list: 'supplier' })).body.data;
    expect(seen.views).toEqual([expect.objectContaining({ id: view.id, mine: false, ownerName: owner.username, state: state() })]);
    expect((await post(stranger, '/list', { list: 'supplier' })).body.data.views).toEqual([]);

    expect((await post(colleague, '/update', { id: view.id, version: shared.version, name: 'mine now' })).body.code).toBe(79953);
    expect((await post(colleague, '/delete', { id: view.id, version: shared.version })).body.code).toBe(79953);
    expect((await post(stranger, '/delete', { id: view.id, version: shared.version })).body.code).toBe(1002);
    expect((await post(owner, '/update', { id: view.id, version: view.version, name: 'stale' })).body.code).toBe(1005);

    // the colleague makes it their default; unshared, it is neither listed nor their default any more
    expect((await post(stranger, '/default', { list: 'supplier', viewId: view.id })).body.code).toBe(1002);
    expect((await post(colleague, '/default', { list: 'supplier', viewId: view.id })).body.code).toBe(2000);
    expect((await post(colleague, '/list', { list: 'supplier' })).body.data.defaultId).toBe(view.id);
    const unshared = (await post(owner, '/update', { id: view.id, version: shared.version, roleIds: [] })).body.data as J;
    expect((await post(colleague, '/list', { list: 'supplier' })).body.data).toEqual({ views: [], defaultId: null });

    // deleting it clears the defaults that named it
    expect((await post(owner, '/default', { list: 'supplier', viewId: view.id })).body.code).toBe(2000);
    expect((await post(owner, '/delete', { id: view.id, version: unshared.version })).body.code).toBe(2000);
    expect((await post(owner, '/list', { list: 'supplier' })).body.data).toEqual({ views: [], defaultId: null });
  });

  it('refuses unknown fields, an unknown role, a state over 8,000 characters and a 31st view of one list', async () => {
    expect((await post(owner, '/save', { list: 'sku', name: 'x', state: state(), extra: 1 })).body.code).toBe(1001);
    expect((await post(owner, '/save', { list: 'sku', name: 'x', state: { ...state(), rows: [1] } })).body.code).toBe(1001);
    expect((await post(owner, '/save', { list: 'sku', name: 'x', state: state(), roleIds: [987654] })).body.code).toBe(1001);
    expect((await post(owner, '/save', { list: 'sku', name: 'x', state: state({ code: 'y'.repeat(8_100) }) })).body.code).toBe(1001);
    expect((await post(owner, '/save', { list: 'bad key!', name: 'x', state: state() })).body.code).toBe(1001);
    for (let i = 0; i < 30; i++) expect((await post(owner, '/save', { list: 'sku', name: `v${i}`, state: state() })).body.code).toBe(2000);
    expect((await post(owner, '/save', { list: 'sku', name: 'v30', state: state() })).body.code).toBe(79952);
    expect((await post(owner, '/list', { list: 'sku' })).body.data.views).toHaveLength(30);
  });
});
