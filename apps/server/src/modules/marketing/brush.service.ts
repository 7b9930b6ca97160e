import { brushConfigResource, brushIntroResource, type Language } from '@diagops/contracts';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { AppContext } from '../../platform/context';
import { resourceService } from '../../platform/kit/resource-service';
import { brushConfigs, brushIntros } from './marketing.tables';

export const brushConfigService = resourceService(brushConfigResource, { table: brushConfigs });
export const brushIntroService = resourceService(brushIntroResource, { table: brushIntros });

/**
 * Whether the app hides the re-flashing entry of a software (on a product model): an enabled rule
 * for the software and that model, or for every model; with its enabled introduction in the
 * caller's language.
 */
export async function brushHidingFor(ctx: AppContext, softwareCode: string, productModel: string | undefined, lang: Language) {
  const model = productModel ? eq(sql`lower(${brushConfigs.productModel})`, productModel.toLowerCase()) : sql`false`;
  const [rule] = await ctx.db
    .select()
    .from(brushConfigs)
    .where(
      and(
        eq(brushConfigs.delFlag, false),
        eq(brushConfigs.enabled, true),
        eq(sql`lower(${brushConfigs.softwareCode})`, softwareCode.toLowerCase()),
        or(isNull(brushConfigs.productModel), eq(brushConfigs.productModel, ''), model),
      ),
    )
    .orderBy(sql`${brushConfigs.productModel} is null`, brushConfigs.id)
    .limit(1);
  if (!rule) return { hidden: false, title: null, content: null };
  const [intro] = rule.introductionCode
    ? await ctx.db
        .select()
        .from(brushIntros)
        .where(and(eq(brushIntros.delFlag, false), eq(brushIntros.enabled, true), eq(sql`lower(${brushIntros.code})`, rule.introductionCode.toLowerCase())))
    : [];
  if (!intro) return { hidden: true, title: null, content: null };
  return { hidden: true, title: lang === 'zh-CN' ? intro.titleZh : intro.titleEn, content: lang === 'zh-CN' ? intro.contentZh : intro.contentEn };
}
