import { accountResource, maskAccountNo } from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '../../platform/http/errors';
import { requestLanguage } from '../../platform/http/language';
import { resourceService } from '../../platform/kit/resource-service';
import { basicAccounts, suppliers } from './supply.tables';

const OWN_COMPANY = { 'zh-CN': '本公司', 'en-US': 'Own company' } as const;

/**
 * Basic accounts (/supply/account): generated from the declaration. The owner is the company
 * (no supplier) or a live supplier; the list (the page) answers the account number masked but
 * for its last four characters, the detail answers it whole.
 */
export const accountService = resourceService(accountResource, {
  table: basicAccounts,
  computed: async (db, rows, _ctx, req) => {
    const lang = requestLanguage(req);
    const ids = [...new Set(rows.map((r) => r.supplierId as number | null).filter((id): id is number => id !== null))];
    const names = ids.length
      ? await db.select({ id: suppliers.id, nameZh: suppliers.nameZh, nameEn: suppliers.nameEn }).from(suppliers).where(inArray(suppliers.id, ids))
      : [];
    const byId = new Map(names.map((s) => [s.id, lang === 'zh-CN' ? s.nameZh : s.nameEn]));
    const listed = req.routeOptions?.url?.endsWith('/page') ?? false;
    return new Map(
      rows.map((r) => [
        r.id,
        {
          owner: r.supplierId ? (byId.get(r.supplierId as number) ?? null) : OWN_COMPANY[lang],
          ...(listed ? { accountNo: maskAccountNo(String(r.accountNo)) } : {}),
        },
      ]),
    );
  },
  rules: {
    beforeSave: async (tx, _req, values) => {
      const out = { ...values };
      if (typeof out.swift === 'string') out.swift = out.swift.toUpperCase() || null;
      if (out.supplierId) {
        const [s] = await tx
          .select({ id: suppliers.id })
          .from(suppliers)
          .where(and(eq(suppliers.id, out.supplierId as number), eq(suppliers.delFlag, false)));
        if (!s) throw new AppError(1001, { errors: [{ field: 'supplierId', message: 'no such supplier' }] });
      }
      return out;
    },
  },
});
