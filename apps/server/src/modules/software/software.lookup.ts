import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { softwareCodes } from './software.tables';

export type SoftwareCodeName = { code: string; nameZh: string; nameEn: string };

/**
 * Read-only lookups of the software codes for areas above (legal documents name the apps they
 * apply to): the live codes, or those of the given codes that exist (matched case-insensitively).
 */
export async function softwareCodesByCodes(db: DbOrTx, codes?: readonly string[]): Promise<SoftwareCodeName[]> {
  if (codes && codes.length === 0) return [];
  const cols = { code: softwareCodes.code, nameZh: softwareCodes.nameZh, nameEn: softwareCodes.nameEn };
  const live = eq(softwareCodes.delFlag, false);
  const lowered = codes?.map((c) => c.toLowerCase());
  return db
    .select(cols)
    .from(softwareCodes)
    .where(lowered ? and(live, inArray(sql`lower(${softwareCodes.code})`, lowered)) : live)
    .orderBy(asc(softwareCodes.code))
    .limit(2000);
}
