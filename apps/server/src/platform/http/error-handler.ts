import { ERROR_CATALOGUE, type ErrorCode, issueMessage, type Language, type TFieldError, translateMessage } from '@diagops/contracts';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { isResponseSerializationError } from 'fastify-type-provider-zod';
import { AppError } from './errors';
import { requestLanguage } from './language';
import type { ValidationIssue } from './validator';

/** Field errors a service wrote (English) in the caller's language; other data as it is. */
function localizeData(data: unknown, lang: Language): unknown {
  const errors = (data as { errors?: unknown } | null)?.errors;
  if (!Array.isArray(errors)) return data;
  return { ...(data as object), errors: (errors as TFieldError[]).map((e) => ({ ...e, message: translateMessage(e.message, lang) })) };
}

function send(req: FastifyRequest, reply: FastifyReply, code: ErrorCode, data: unknown = null) {
  const entry = ERROR_CATALOGUE[code];
  const lang = requestLanguage(req);
  (req as { replyCode?: number }).replyCode = code;
  return reply.status(entry.status).send({ code, msg: entry[lang], data: localizeData(data, lang) });
}

function fieldErrors(err: FastifyError, lang: Language): TFieldError[] {
  return (err.validation as unknown as ValidationIssue[]).map((v) => {
    const where = v.instancePath.split('/').filter(Boolean).join('.');
    const keys = v.keyword === 'unrecognized_keys' ? ((v.params as { keys?: string[] }).keys ?? []).join(',') : '';
    const field = [err.validationContext, where, keys].filter(Boolean).join('.');
    return { field, message: v.params ? issueMessage(v.params, lang) : translateMessage(v.message, lang) };
  });
}

/** One place that turns every failure into { code, msg, data } with the right status. */
export function registerErrorHandler(app: FastifyInstance, opts: { notFound?: (req: FastifyRequest, reply: FastifyReply) => unknown } = {}) {
  app.setErrorHandler((error: unknown, req, reply) => {
    if (error instanceof AppError) return send(req, reply, error.code, error.data);
    const err = error as FastifyError;
    if (Array.isArray(err.validation)) {
      return send(req, reply, 1001, { errors: fieldErrors(err, requestLanguage(req)) });
    }
    if (isResponseSerializationError(err)) {
      req.log.error({ err, issues: err.cause?.issues }, 'reply does not match its schema');
      return send(req, reply, 10108);
    }
    if (err.code === 'FST_ERR_CTP_BODY_TOO_LARGE' || err.code === 'FST_REQ_FILE_TOO_LARGE' || err.statusCode === 413) {
      return send(req, reply, 1006);
    }
    if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500) {
      // malformed JSON, bad content type and the like: Fastify's own text is English and may quote the input
      return send(req, reply, 1001, { errors: [{ field: 'body', message: 'malformed request' }] });
    }
    req.log.error({ err }, 'unhandled error');
    return send(req, reply, 10108);
  });
  app.setNotFoundHandler((req, reply) => (opts.notFound ? opts.notFound(req, reply) : undefined) ?? send(req, reply, 1007));
}
