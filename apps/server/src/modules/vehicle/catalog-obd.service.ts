import {
  type Language,
  normaliseObdCode,
  obdCodeKind,
  obdCodeResource,
  type TObdDescribeReply,
  type TObdDescription,
  type ToolLanguage,
} from '@diagops/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { obdCodes } from './catalog.tables';
import { brandByIdOrName, itemNames, liveBrand } from './catalog-refs';
import { after } from './catalog-rules';

/** The text of a record in a language, or in another one it has (the reply says which). */
export function textIn(descriptions: TObdDescription[], lang: ToolLanguage): { text: string; lang: ToolLanguage } | null {
  const own = descriptions.find((d) => d.lang === lang);
  if (own) return { text: own.text, lang };
  const other = descriptions[0];
  return other ? { text: other.text, lang: other.lang } : null;
}

/**
 * OBD codes (SAE J2012): the shape (102072), an OEM code always for a make (102073), a description in
 * at least one language and each language once (102074); one record per code and make (10120).
 */
export const obdCodeService = resourceService(obdCodeResource, {
  table: obdCodes,
  computed: async (db, rows, _ctx, req) => {
    const lang = requestLanguage(req);
    const brands = await itemNames(
      db,
      'brand',
      rows.map((r) => r.brandId as number | null),
      lang,
    );
    return new Map(
      rows.map((r) => [
        r.id,
        {
          kind: obdCodeKind(r.code as string) ?? 'generic',
          brandName: r.brandId == null ? null : (brands.get(r.brandId as number) ?? null),
          description: textIn(r.descriptions as TObdDescription[], lang)?.text ?? null,
        },
      ]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values, before) => {
      const out = { ...values };
      const code = normaliseObdCode(String(after(values, before, 'code') ?? ''));
      const kind = obdCodeKind(code);
      if (!kind) throw new AppError(102072);
      if ('code' in values) out.code = code;
      const brandId = after(values, before, 'brandId') as number | null | undefined;
      if (kind === 'oem' && brandId == null) throw new AppError(102073);
      if ('brandId' in values && brandId != null) out.brandId = await liveBrand(tx, brandId);
      if ('descriptions' in values || !before) {
        const rows = (values.descriptions as TObdDescription[] | null | undefined) ?? [];
        if (rows.length === 0 || new Set(rows.map((d) => d.lang)).size !== rows.length) throw new AppError(102074);
      }
      return out;
    },
  },
});

const NOTES: Record<TObdDescribeReply['source'] | 'noMake', Record<Language, string>> = {
  make: { 'zh-CN': '该品牌的描述', 'en-US': "The make's own description" },
  generic: { 'zh-CN': '该品牌没有专用描述，显示通用(SAE)描述', 'en-US': 'The make has no description of its own: the generic (SAE) one' },
  none: { 'zh-CN': '该品牌没有此故障码的描述', 'en-US': 'No description for this make' },
  noMake: { 'zh-CN': '厂家专用故障码需指定品牌才能查询描述', 'en-US': 'A manufacturer-specific code is described only for a make' },
};

/**
 * A code's description for a make in a language: the make's own record, else — for a generic code
 * only — the generic record (source 'generic'); an OEM code never borrows the generic text (source 'none').
 */
export async function describeObdCode(
  ctx: AppContext,
  req: FastifyRequest,
  q: { code: string; make?: string; lang?: ToolLanguage },
): Promise<TObdDescribeReply> {
  const db: DbOrTx = ctx.db;
  const code = normaliseObdCode(q.code);
  const kind = obdCodeKind(code);
  if (!kind) throw new AppError(102072);
  const lang = q.lang ?? requestLanguage(req);
  const caller = requestLanguage(req);
  const brandId = q.make ? await brandByIdOrName(db, q.make) : null;
  const live = (brand: number | null) =>
    db
      .select({ descriptions: obdCodes.descriptions })
      .from(obdCodes)
      .where(and(eq(obdCodes.code, code), brand === null ? isNull(obdCodes.brandId) : eq(obdCodes.brandId, brand), eq(obdCodes.delFlag, false)));
  const answer = (source: TObdDescribeReply['source'], found: { text: string; lang: ToolLanguage } | null, note: keyof typeof NOTES) => ({
    code,
    kind,
    brandId,
    source,
    lang,
    textLang: found?.lang ?? null,
    description: found?.text ?? null,
    note: NOTES[note][caller],
  });
  if (brandId !== null) {
    const [own] = await live(brandId);
    const found = own ? textIn(own.descriptions, lang) : null;
    if (found) return answer('make', found, 'make');
  }
  if (kind === 'oem') return answer('none', null, q.make ? 'none' : 'noMake');
  const [generic] = await live(null);
  const found = generic ? textIn(generic.descriptions, lang) : null;
  return found ? answer('generic', found, 'generic') : answer('none', null, 'none');
}
