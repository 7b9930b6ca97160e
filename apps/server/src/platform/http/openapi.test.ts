import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { envelope, PUBLIC, SIGNED_IN, SKU_PERMISSIONS, ZIdParam } from '@diagops/contracts';
import fastifySwagger from '@fastify/swagger';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import openapiTS from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp, type TestApp } from '../../../test/helpers';
import { openapiOptions } from './openapi';
import { operationIdOf } from './openapi-names';

const REPO = path.resolve(import.meta.dirname, '../../../../..');
const require = createRequire(import.meta.url);

type Operation = {
  operationId?: string;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  responses: Record<string, { $ref?: string }>;
  'x-permission'?: string;
};
type Document = { openapi: string; servers?: Array<{ url: string }>; paths: Record<string, Record<string, Operation>>; components: Record<string, never> };

function operations(doc: Document) {
  return Object.entries(doc.paths).flatMap(([url, item]) => Object.entries(item).map(([method, op]) => ({ where: `${method.toUpperCase()} ${url}`, op })));
}

/** Redocly CLI's lint of a document file with the repository's redocly.yaml, as JSON. */
function redoclyLint(file: string) {
  const cli = path.join(path.dirname(require.resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const run = spawnSync(process.execPath, [cli, 'lint', file, '--config', path.join(REPO, 'redocly.yaml'), '--format', 'json', '--max-problems', '1000'], {
    encoding: 'utf8',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', DO_NOT_TRACK: '1', NO_COLOR: '1' },
    timeout: 60_000,
  });
  const json = run.stdout.slice(run.stdout.indexOf('{'));
  if (!json) throw new Error(`redocly printed no report: ${run.stderr}`);
  return JSON.parse(json) as {
    totals: { errors: number; warnings: number };
    problems: Array<{ ruleId: string; message: string; location: Array<{ pointer: string }> }>;
  };
}

/** Uses the generated client the way an integration would; the @ts-expect-error lines must be refused. */
const CLIENT_USAGE = `import type { components, operations, paths } from './diagops-api';

type Json<T> = T extends { content: { 'application/json': infer B } } ? B : never;
type Body<O extends keyof operations> = operations[O] extends { requestBody: infer R } ? Json<R> : never;
type Ok<O extends keyof operations> = operations[O]['responses'] extends { 200: infer R } ? Json<R> : never;

declare function post(path: keyof paths, body: unknown): Promise<unknown>;

export async function skuPage(query: Body<'productPlatformskuSkus'>): Promise<Ok<'productPlatformskuSkus'>> {
  return (await post('/lenkor-product/platformsku/skus', query)) as Ok<'productPlatformskuSkus'>;
}

const page = await skuPage({ current: 1, size: 20, sort: { field: 'price', order: 'desc' } });
export const total: number = page.data.total;
export const firstCode: string | undefined = page.data.records[0]?.skuCode;
// @ts-expect-error the API refuses a page size of 15
await skuPage({ current: 1, size: 15 });
declare const refused: components['schemas']['ForbiddenReply'];
export const code: 1000 | 15316 | 15601 | 79101 = refused.code;
// @ts-expect-error 2000 is success, never a 403
export const wrong: components['schemas']['ForbiddenReply']['code'] = 2000;
// a sign-in answers tokens or the step still to take
declare const signedIn: Ok<'platUserSysUserLogin'>;
export const token: string | undefined = 'access_token' in signedIn.data ? signedIn.data.access_token : undefined;
// a deletion answers only that it was done
declare const deleted: Ok<'userRoleDelete'>;
export const done: true = deleted.data;
`;

describe('the API reference at /docs/json', () => {
  let t: TestApp;
  let doc: Document;
  let dir: string;
  beforeAll(async () => {
    t = await buildTestApp();
    const res = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(res.statusCode).toBe(200);
    doc = res.json();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diagops-openapi-'));
    fs.writeFileSync(path.join(dir, 'openapi.json'), JSON.stringify(doc, null, 2));
  });
  afterAll(async () => {
    await t?.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is OpenAPI 3.1, served from its own host', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers).toEqual([expect.objectContaining({ url: '/' })]);
  });

  it('summarises every operation in one English line and names it once, in camelCase', () => {
    const ops = operations(doc);
    expect(ops.length).toBeGreaterThan(100);
    const unsummarised = ops.filter(({ op }) => !op.summary || !/^[A-Z][\x20-\x7e]{2,99}$/.test(op.summary) || op.summary.endsWith('.')).map((o) => o.where);
    expect(unsummarised, 'declare schema.summary on these routes: one line, English, no final full stop').toEqual([]);
    const ids = ops.map(({ op }) => op.operationId);
    expect(ids.filter((id) => !id || !/^[a-z][a-zA-Z0-9]*$/.test(id))).toEqual([]);
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  it('types every success reply: a JSON schema, a file of a media type, or a status without a body', () => {
    type Success = { description?: string; content?: Record<string, { schema?: Record<string, unknown> }> };
    const untyped = operations(doc)
      .filter(({ op }) => {
        const success = Object.entries(op.responses as Record<string, Success>).filter(([status]) => /^2\d\d$/.test(status));
        if (success.length === 0) return true;
        return success.some(([status, r]) => {
          if (status === '201' || status === '204') return false;
          const media = Object.values(r.content ?? {});
          return media.length === 0 || media.some((m) => !m.schema || Object.keys(m.schema).length === 0);
        });
      })
      .map((o) => o.where);
    expect(untyped, 'declare schema.response[200] (a zod schema), or config.reply for a file or a body-less status').toEqual([]);
    const byId = new Map(operations(doc).map(({ op }) => [op.operationId, op as unknown as { responses: Record<string, Success> }]));
    expect(Object.keys(byId.get('productPlatformskuExportExcel')!.responses['200']!.content!).sort()).toEqual([
      'application/json',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    ]);
    expect(Object.keys(byId.get('userOssFileTus')!.responses)).toContain('201');
    expect(Object.keys(byId.get('userOssFileTus')!.responses)).not.toContain('200');
  });

  it('marks public operations and gives the others 401 and 403 from their permission', () => {
    const byId = new Map(operations(doc).map(({ op }) => [op.operationId, op]));
    const health = byId.get('health')!;
    expect(health.security).toEqual([]);
    expect(Object.keys(health.responses)).not.toContain('401');
    const skuPage = byId.get('productPlatformskuSkus')!;
    expect(skuPage.security).toBeUndefined();
    expect(skuPage['x-permission']).toBe(SKU_PERMISSIONS.skuView.name);
    expect(skuPage.responses['403']).toEqual({ $ref: '#/components/responses/Forbidden' });
    // signed-in only and open while the password is expired: no 403 to expect
    const info = byId.get('userGetUserInfo')!;
    expect(Object.keys(info.responses).sort()).toEqual(['200', '400', '401', '404', '409', '429', '5XX']);
    // a public sign-in route declares the refusals it answers itself (locked account, expired password)
    const login = byId.get('platUserSysUserLogin')!;
    expect(login.security).toEqual([]);
    expect(Object.keys(login.responses)).toContain('403');
    expect(Object.keys(login.responses)).not.toContain('401');
  });

  it('lints clean with Redocly (recommended rules and redocly.yaml)', () => {
    const report = redoclyLint(path.join(dir, 'openapi.json'));
    const problems = report.problems.map((p) => `${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`);
    expect(problems).toEqual([]);
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
  });

  it('generates a typed client (openapi-typescript) that compiles against real use', async () => {
    fs.writeFileSync(path.join(dir, 'diagops-api.d.ts'), await openapiTS(doc as never));
    fs.writeFileSync(path.join(dir, 'usage.ts'), CLIENT_USAGE);
    const compilerOptions = { strict: true, noEmit: true, target: 'es2022', module: 'esnext', moduleResolution: 'bundler', types: [] };
    fs.writeFileSync(path.join(dir, 'tsconfig.json'), JSON.stringify({ compilerOptions, files: ['usage.ts', 'diagops-api.d.ts'] }));
    const tsc = path.join(REPO, 'node_modules/.bin/tsc');
    const run = spawnSync(tsc, ['-p', path.join(dir, 'tsconfig.json')], { encoding: 'utf8', timeout: 60_000 });
    expect(`${run.stdout}${run.stderr}`).toBe('');
    expect(run.status).toBe(0);
  });
});

describe('a route added later', () => {
  it('is named, tagged, secured and given its error replies without writing anything but its summary', async () => {
    const app = Fastify().withTypeProvider<ZodTypeProvider>();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    await app.register(fastifySwagger, openapiOptions('lenkor'));
    const reply = envelope(z.object({ total: z.number() }));
    app.post(
      '/lenkor-widget/gadget/page',
      {
        config: { permission: 'widget_view' },
        schema: { summary: 'Page gadgets', body: z.object({ current: z.number() }).strict(), response: { 200: reply } },
      },
      async () => ({ code: 2000, msg: 'ok', data: { total: 0 } }),
    );
    app.get('/lenkor-widget/gadget/detail/:id', { config: { permission: PUBLIC }, schema: { summary: 'Get a gadget', params: ZIdParam } }, async () => null);
    app.delete('/lenkor-widget/gadget/:id', { config: { permission: SIGNED_IN }, schema: { summary: 'Delete a gadget', params: ZIdParam } }, async () => null);
    await app.ready();
    const doc = app.swagger() as unknown as Document;
    await app.close();

    const page = doc.paths['/lenkor-widget/gadget/page']!.post!;
    expect(page).toMatchObject({ operationId: 'widgetGadgetPage', tags: ['gadget'], 'x-permission': 'widget_view' });
    expect(Object.keys(page.responses).sort()).toEqual(['200', '400', '401', '403', '404', '409', '413', '429', '5XX']);
    const detail = doc.paths['/lenkor-widget/gadget/detail/{id}']!.get!;
    expect(detail).toMatchObject({ operationId: 'widgetGadgetDetailById', tags: ['gadget'], security: [] });
    expect(Object.keys(detail.responses).sort()).toEqual(['200', '400', '404', '409', '429', '5XX']);
    const del = doc.paths['/lenkor-widget/gadget/{id}']!.delete!;
    expect(del.operationId).toBe('deleteWidgetGadgetById');
    expect(Object.keys(del.responses)).toEqual(expect.arrayContaining(['401', '403']));
  });
});

describe('operation names', () => {
  it('come from the route alone: service, fixed segments, trailing parameters, and the method when it is the verb', () => {
    expect(operationIdOf('POST', '/lenkor-product/platformsku/skus', 'lenkor')).toBe('productPlatformskuSkus');
    expect(operationIdOf('POST', '/lenkor-user/user/addUser', 'lenkor')).toBe('userAddUser');
    expect(operationIdOf('POST', '/lenkor-dic/dic/:product/getWarehouse/:type/:delFlag', 'lenkor')).toBe('dicGetWarehouseByTypeAndDelFlag');
    expect(operationIdOf('GET', '/lenkor-product/job/:id/file', 'lenkor')).toBe('productJobFile');
    expect(operationIdOf('PUT', '/lenkor-user/user', 'lenkor')).toBe('putUser');
    expect(operationIdOf('OPTIONS', '/lenkor-user/ossFile/tus', 'lenkor')).toBe('optionsUserOssFileTus');
    // the service prefix is configuration: another `svc` gives the same names
    expect(operationIdOf('POST', '/acme-plat-user/sysUser/login', 'acme')).toBe('platUserSysUserLogin');
  });
});
