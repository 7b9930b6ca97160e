import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { menus, roleMenus } from '../../src/modules/menus/menus.tables';
import { roles, userRoles } from '../../src/modules/roles/roles.tables';
import { users } from '../../src/modules/users/users.tables';
import { ADMIN_ROLE_CODE, ADMIN_USERNAME } from '../../src/seed';
import { buildTestApp, type SignedIn, signInAdmin } from '../helpers';
import { arbitraryOf, HOSTILE_STRINGS, type JsonSchema } from './schema-arbitrary';

/**
 * Hostile values for every operation of the OpenAPI document, through the real app, signed in
 * as the administrator: never a 5xx (but 502/503 with 1014 for an outside service that is not
 * configured), never internals in a failure's reply. A new route is covered without writing
 * anything. FUZZ_RUNS sets the runs per operation (default 4); a failure prints its seed.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 4);
const OUTSIDE_SERVICE = 1014;
/** What a reply must never show: stack frames, file paths, SQL and the database's words. */
const INTERNALS =
  /node_modules|\/src\/|\bat [\w$.<>]+ \(|Failed query|params:|insert into|delete from|select [\w"*., ]+ from|violates|duplicate key|syntax error|TypeError|ReferenceError|ECONNREFUSED/i;

type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type Operation = { parameters?: Parameter[]; requestBody?: { content: Record<string, { schema: JsonSchema }> } };
type Doc = { paths: Record<string, Record<string, Operation>>; components?: { schemas?: Record<string, JsonSchema> } };

const t = await buildTestApp();
let admin: SignedIn = await signInAdmin(t);
const doc = t.app.swagger() as unknown as Doc;
const resolve = (ref: string): JsonSchema => doc.components?.schemas?.[ref.split('/').at(-1)!] ?? {};
const ctx = { resolve, depth: 0 };

const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops)
    .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
    .map(([method, op]) => ({ name: `${method.toUpperCase()} ${path}`, method: method.toUpperCase() as 'GET', path, op })),
);

const encode = (v: unknown) => {
  try {
    return encodeURIComponent(typeof v === 'string' ? v : JSON.stringify(v));
  } catch {
    return '%ED%A0%80'; // a lone surrogate, as UTF-8 bytes
  }
};
/** Header values a client can send (no control characters); the language and request id are chosen by the client. */
const headerText = fc.constantFrom('zh-CN', 'en-US', 'x'.repeat(300), '../..', '<script>', "' OR 1=1", '');

type FuzzRequest = { path: Record<string, unknown>; query: Record<string, unknown>; body: unknown; language: string; requestId: string | null };

function requestOf(o: (typeof operations)[number]): fc.Arbitrary<FuzzRequest> {
  const params = o.op.parameters ?? [];
  const byPlace = (place: Parameter['in']) =>
    fc.record(Object.fromEntries(params.filter((p) => p.in === place).map((p) => [p.name, arbitraryOf(p.schema ?? {}, ctx)])), {
      requiredKeys: params.filter((p) => p.in === place && (p.required || place === 'path')).map((p) => p.name),
    });
  const body = o.op.requestBody?.content?.['application/json']?.schema;
  return fc.record({
    path: byPlace('path'),
    query: byPlace('query'),
    body: body ? fc.option(arbitraryOf(body, ctx), { freq: 8 }) : fc.constant(undefined),
    language: headerText,
    requestId: fc.option(headerText, { freq: 2 }),
  });
}

async function send(o: (typeof operations)[number], r: FuzzRequest) {
  const url = o.path.replace(/\{(\w+)\}/g, (_, k: string) => encode(r.path[k]));
  const query = Object.entries(r.query)
    .map(([k, v]) => `${k}=${encode(v)}`)
    .join('&');
  const headers: Record<string, string> = { ...admin.headers, language: r.language, ...(r.requestId === null ? {} : { 'x-request-id': r.requestId }) };
  const withBody = r.body !== undefined && o.method !== 'GET';
  if (withBody) headers['content-type'] = 'application/json';
  return t.app.inject({ method: o.method, url: query ? `${url}?${query}` : url, headers, ...(withBody ? { payload: JSON.stringify(r.body) } : {}) });
}

/** Undoes what a lucky value did to the administrator (disabled, roles or menus taken away, session ended). */
async function heal() {
  await t.ctx.db
    .update(users)
    .set({ lockFlag: false, delFlag: false, passwordExpired: false, twoFactorEnabled: false })
    .where(eq(users.username, ADMIN_USERNAME));
  await t.ctx.db.update(roles).set({ delFlag: false }).where(eq(roles.roleCode, ADMIN_ROLE_CODE));
  await t.ctx.db.update(menus).set({ delFlag: false, enabled: true });
  const [u] = await t.ctx.db.select({ id: users.id }).from(users).where(eq(users.username, ADMIN_USERNAME));
  const [role] = await t.ctx.db.select({ id: roles.id }).from(roles).where(eq(roles.roleCode, ADMIN_ROLE_CODE));
  await t.ctx.db.insert(userRoles).values({ userId: u!.id, roleId: role!.id }).onConflictDoNothing();
  const all = await t.ctx.db.select({ id: menus.id }).from(menus);
  await t.ctx.db
    .insert(roleMenus)
    .values(all.map((m) => ({ roleId: role!.id, menuId: m.id })))
    .onConflictDoNothing();
  const probe = await t.app.inject({ method: 'GET', url: t.ctx.svcPath('user', '/user/getUserInfo'), headers: admin.headers });
  if (probe.json().code !== 2000) admin = await signInAdmin(t, `fuzz-${Date.now()}`);
}

afterEach(heal);
afterAll(() => t.close());

describe('hostile values on every documented operation', () => {
  it('the document lists the operations and the generator sends hostile text', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(HOSTILE_STRINGS).toContain('\u0000');
  });

  it.each(operations)('$name', async (o) => {
    await fc.assert(
      fc.asyncProperty(requestOf(o), async (r) => {
        const res = await send(o, r);
        const outside = (res.statusCode === 502 || res.statusCode === 503) && res.json().code === OUTSIDE_SERVICE;
        if (res.statusCode >= 500 && !outside) throw new Error(`${res.statusCode} ${res.body.slice(0, 300)}`);
        const json = res.headers['content-type']?.toString().includes('application/json');
        if (json && res.json().code !== 2000 && INTERNALS.test(res.body)) throw new Error(`internals in the reply: ${res.body.slice(0, 300)}`);
      }),
      { numRuns: RUNS, endOnFailure: true },
    );
  });
});
