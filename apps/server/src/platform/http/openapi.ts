import { CUSTOMER, type ErrorCode, PUBLIC, SIGNED_IN } from '@diagops/contracts';
import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { type ErrorReplyRoute, errorComponents, errorResponsesFor } from './openapi-errors';
import { defaultTagOf, operationIdOf } from './openapi-names';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * Catalogue codes this route answers beyond what its permission implies (the document
     * derives 401/403 from the permission; a PUBLIC sign-in route that refuses a locked
     * account names 15601 here).
     */
    errors?: readonly ErrorCode[];
    /**
     * A success reply that is not the JSON envelope: a file of this media type (a download, an
     * export, a captcha image), or a status without a body (tus: 201 created, 204 done).
     */
    reply?: { file: string; orJob?: boolean; description: string } | { status: 201 | 204; description: string };
    /**
     * A multipart/form-data body the handler reads itself (it is not validated by Fastify):
     * documented as the text fields of `fields`, in their order, then each file part named in `files`.
     */
    multipart?: { fields?: z.ZodObject; files: Record<string, string> };
    /** Called by devices with an app key (header X-App-Key) instead of a token. */
    appKey?: true;
  }
}

/** The documented body of a multipart route: its text fields (as JSON Schema), then its file parts. */
function multipartSchema(m: NonNullable<import('fastify').FastifyContextConfig['multipart']>): Record<string, unknown> {
  const fields = m.fields ? (z.toJSONSchema(m.fields, { io: 'input', unrepresentable: 'any' }) as { properties?: object; required?: string[] }) : {};
  const files = Object.fromEntries(
    Object.entries(m.files).map(([name, description]) => [name, { type: 'string', contentMediaType: 'application/octet-stream', description }]),
  );
  return {
    type: 'object',
    properties: { ...fields.properties, ...files },
    required: [...(fields.required ?? []), ...Object.keys(m.files)],
    additionalProperties: false,
  };
}

type NonJsonReply = NonNullable<import('fastify').FastifyContextConfig['reply']>;

/** The success reply of a route that sends a file or only a status. */
function nonJsonResponse(reply: NonJsonReply): Record<string, unknown> {
  if ('file' in reply) {
    const content: Record<string, unknown> = { [reply.file]: { schema: { type: 'string', contentMediaType: reply.file } } };
    if (reply.orJob) {
      const job = { type: 'object', properties: { jobId: { type: 'string' } }, required: ['jobId'] };
      content['application/json'] = {
        schema: { type: 'object', properties: { code: { type: 'number' }, msg: { type: 'string' }, data: job }, required: ['code', 'msg', 'data'] },
      };
    }
    return { '200': { description: reply.description, content } };
  }
  return { [String(reply.status)]: { description: reply.description } };
}

/** The responses without the envelope's undescribed 200 that Fastify adds for a route without a 200 schema. */
function withoutDefault200(responses: Record<string, unknown> = {}): Record<string, unknown> {
  const { '200': _ok, ...rest } = responses;
  return rest;
}

type TransformInput = Parameters<typeof jsonSchemaTransform>[0];
type Operation = { operationId?: string; responses?: Record<string, unknown>; [key: string]: unknown };
type Document = { paths?: Record<string, Record<string, Operation>>; components?: Record<string, Record<string, unknown>> };

/** A union of one member is that member (zod emits one for a one-action discriminated union). */
function collapseSingleUnions(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(collapseSingleUnions);
  if (!node || typeof node !== 'object') return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) out[k] = collapseSingleUnions(v);
  for (const key of ['oneOf', 'anyOf'] as const) {
    const members = out[key];
    if (Array.isArray(members) && members.length === 1 && typeof members[0] === 'object') {
      delete out[key];
      return { ...(members[0] as object), ...out };
    }
  }
  return out;
}

/**
 * The @fastify/swagger options: an OpenAPI 3.1 document (decision 0010) whose operations
 * are named, tagged, secured and given their error replies centrally, from the route,
 * so a new route is documented by declaring its schema, permission and summary.
 */
export function openapiOptions(svc: string): FastifyDynamicSwaggerOptions {
  // filled while the routes are transformed, read when the whole document is finished
  const errorRoutes = new Map<string, ErrorReplyRoute>();
  const nonJsonReplies = new Map<string, NonJsonReply>();
  const { schemas, responses } = errorComponents();

  const transform = (input: TransformInput) => {
    const { route, url } = input as TransformInput & { route: { method: string | string[]; config?: Record<string, unknown> } };
    const out = jsonSchemaTransform(input);
    if (!out.schema || out.schema.hide) return out;
    const method = ([route.method].flat().find((m) => m !== 'HEAD') ?? 'GET').toUpperCase();
    const config = (route.config ?? {}) as import('fastify').FastifyContextConfig & { permission?: string; allowExpired?: boolean };
    const schema: Record<string, unknown> = collapseSingleUnions(out.schema) as Record<string, unknown>;
    if (config.multipart) {
      schema.body = multipartSchema(config.multipart);
      schema.consumes = ['multipart/form-data'];
    }
    const operationId = (schema.operationId as string | undefined) ?? operationIdOf(method, url, svc);
    schema.operationId = operationId;
    schema.tags ??= [defaultTagOf(url, svc)];
    if (config.appKey) schema.security = [{ appKey: [] }];
    else if (config.permission === PUBLIC) schema.security = [];
    else if (config.permission === CUSTOMER) schema.security = [{ customer: [] }];
    else if (config.permission && config.permission !== SIGNED_IN) schema['x-permission'] = config.permission;
    errorRoutes.set(operationId, { method, permission: config.permission, allowExpired: config.allowExpired, errors: config.errors });
    if (config.reply) nonJsonReplies.set(operationId, config.reply);
    return { ...out, schema };
  };

  const transformObject = (input: Parameters<typeof jsonSchemaTransformObject>[0]) => {
    const doc = jsonSchemaTransformObject(input) as unknown as Document;
    for (const item of Object.values(doc.paths ?? {})) {
      for (const op of Object.values(item)) {
        const route = op.operationId ? errorRoutes.get(op.operationId) : undefined;
        const ok = op.responses?.['200'] as { description?: string } | undefined;
        if (ok?.description === 'Default Response') ok.description = 'Success: code 2000';
        const body = (op as { requestBody?: { required?: boolean; content?: Record<string, unknown> } }).requestBody;
        if (body?.content?.['multipart/form-data']) body.required = true;
        const nonJson = op.operationId ? nonJsonReplies.get(op.operationId) : undefined;
        if (nonJson) op.responses = { ...nonJsonResponse(nonJson), ...withoutDefault200(op.responses) };
        if (route) op.responses = { ...op.responses, ...errorResponsesFor(route) };
      }
    }
    const components = doc.components ?? {};
    return {
      ...doc,
      components: {
        ...components,
        schemas: collapseSingleUnions({ ...components.schemas, ...schemas }),
        responses: { ...components.responses, ...responses },
      },
    };
  };

  return {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'DiagOps Console API',
        version: '0.1.0',
        description:
          'Every reply is `{ code, msg, data }`; success is code 2000, a failure carries a catalogue code whose HTTP status is its class. ' +
          'Messages follow the `language` header (zh-CN or en-US). See docs/api.md in the repository.',
        license: { name: 'Apache-2.0', identifier: 'Apache-2.0' },
      },
      // relative: the API is served by the same host as this document
      servers: [{ url: '/', description: 'The server that serves this document' }],
      components: {
        securitySchemes: {
          bearer: {
            type: 'http',
            scheme: 'bearer',
            description: 'The access_token from sysUser/login or oauth/token (opaque, refreshed with the refresh_token grant).',
          },
          appKey: {
            type: 'apiKey',
            in: 'header',
            name: 'X-App-Key',
            description: 'A device app key, created by staff under app keys (/brand/fileLog); a disabled key is refused.',
          },
          customer: {
            type: 'http',
            scheme: 'bearer',
            description:
              'Customer API (/{svc}-app/…): the accessToken from app/auth/signUp or signIn (opaque, rotated by app/auth/refresh). Staff tokens are refused here, and customer tokens everywhere else.',
          },
        },
      },
      security: [{ bearer: [] }],
    },
    transform: transform as FastifyDynamicSwaggerOptions['transform'],
    // recursive schemas (menu and department trees) are components with an id
    transformObject: transformObject as FastifyDynamicSwaggerOptions['transformObject'],
  };
}
