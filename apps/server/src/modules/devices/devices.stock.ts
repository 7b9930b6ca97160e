import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';

/**
 * A purchase receipt of a serialised SKU registers its SNs as devices (issue 31): those not
 * known yet are inserted unactivated for the SKU's product (and model), with a 'create' history
 * row naming the receipt; known SNs are left as they are. Returns how many were inserted.
 */
export async function registerDeviceSns(
  tx: DbOrTx,
  b: { sns: string[]; productId: number; productModelId: number | null; actor: { userId: number; name: string }; note?: string; now: Date },
): Promise<number> {
  if (b.sns.length === 0) return 0;
  const r = (await tx.execute(sql`
    with added as (
      insert into devices (sn, product_id, product_model_id, status, purchase_time, created_at, updated_at)
      select x, ${b.productId}, ${b.productModelId}::int, 'unactivated', ${b.now}, ${b.now}, ${b.now}
      from jsonb_array_elements_text(${JSON.stringify(b.sns.map((s) => s.trim()))}::jsonb) x
      on conflict ((lower(sn))) do nothing
      returning id, sn
    )
    insert into device_history (device_id, sn, action, from_status, to_status, note, detail, actor_kind, actor_id, actor_name, created_at)
    select id, sn, 'create', null, 'unactivated', ${b.note ?? null}, '{}'::jsonb, 'staff', ${b.actor.userId}, ${b.actor.name}, ${b.now} from added
    returning id`)) as unknown as { rows: unknown[] };
  return r.rows.length;
}
