import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { customerEvents } from './customers.tables';

export type CustomerEventInput = {
  customerId: number;
  kind: string;
  detail: Record<string, unknown>;
  actor: { kind: 'staff' | 'customer'; id: number };
};

/** Appends an operation record to the customer's detail (pass the transaction of the change). */
export async function recordCustomerEvent(ctx: AppContext, tx: DbOrTx, e: CustomerEventInput): Promise<void> {
  await tx.insert(customerEvents).values({
    customerId: e.customerId,
    kind: e.kind.slice(0, 64),
    detail: e.detail,
    actorKind: e.actor.kind,
    actorId: e.actor.id,
    createdAt: new Date(ctx.clock.now()),
  });
}
