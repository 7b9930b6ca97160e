import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { itemSearchTerms } from './knowledge.text';

/** A published-looking knowledge item written straight into the table, with the terms the server computes (other areas' tests). */
export async function insertKnowledgeItem(db: DbOrTx, item: { title: string; contentZh: string; contentEn: string }): Promise<void> {
  const terms = `{${itemSearchTerms(item)
    .map((x) => `"${x.replace(/["\\]/g, '\\$&')}"`)
    .join(',')}}`;
  await db.execute(sql`insert into knowledge_items (title, knowledge_type, big_classify, small_classify, content_zh, content_en, search_terms)
    values (${item.title}, 'article', 1, 2, ${item.contentZh}, ${item.contentEn}, ${terms}::text[])`);
}
