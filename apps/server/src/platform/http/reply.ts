import { SUCCESS_CODE } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { requestLanguage } from './language';

const SUCCESS_MSG = { 'zh-CN': '操作成功', 'en-US': 'Success' } as const;

/** The success envelope { code: 2000, msg, data }. */
export function ok<T>(req: FastifyRequest, data: T): { code: number; msg: string; data: T } {
  return { code: SUCCESS_CODE, msg: SUCCESS_MSG[requestLanguage(req)], data };
}
