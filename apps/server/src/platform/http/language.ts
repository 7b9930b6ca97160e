import { DEFAULT_LANGUAGE, type Language } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';

/**
 * The caller's language: the `language` header the console sends (zh-CN / en-US), else
 * Accept-Language, else zh-CN (platform.md §1 default).
 */
export function requestLanguage(req: Pick<FastifyRequest, 'headers'>): Language {
  const explicit = req.headers.language;
  if (typeof explicit === 'string') return explicit.toLowerCase().startsWith('en') ? 'en-US' : 'zh-CN';
  const accept = req.headers['accept-language'];
  if (typeof accept === 'string' && accept.length > 0) {
    const first = accept.split(',')[0]!.trim().toLowerCase();
    if (first.startsWith('en')) return 'en-US';
    if (first.startsWith('zh') || first === 'cn') return 'zh-CN';
  }
  return DEFAULT_LANGUAGE;
}
