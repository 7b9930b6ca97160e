import type { TStateHistory } from '@diagops/contracts';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { bulkInsert } from '../db/bulk-insert';
import type { DbOrTx } from '../db/client';
import { AppError } from '../http/errors';
import { stateHistory } from './kit.tables';

export type Transition<S extends string> = {
  from: readonly S[];
  to: S;
  /** the permission the caller needs for this transition */
  permission: string;
  /** the spec asks for a reason (e.g. reactivation, rejection) */
  reasonRequired?: boolean;
};

type HistoryEntry<S extends string, A extends string> = { entityId: string | number; from: S | null; to: S; action: A | 'create'; reason?: string | null };

export type StateMachineDef<S extends string, A extends string> = {
  /** entity type written to the history, e.g. 'product' */
  entity: string;
  states: readonly S[];
  initial: S;
  transitions: Record<A, Transition<S>>;
};

/**
 * States, allowed transitions, the permission each needs and whether it needs a reason;
 * every transition is written to state_history (who, when, from, to, why).
 */
export function defineStateMachine<S extends string, A extends string>(def: StateMachineDef<S, A>) {
  return {
    def,
    /** actions the caller may take from `state` (for the UI) */
    allowedActions(state: S, permissions: Set<string>): A[] {
      return (Object.keys(def.transitions) as A[]).filter((a) => def.transitions[a].from.includes(state) && permissions.has(def.transitions[a].permission));
    },
    /**
     * Checks the transition: permission (1000), reason (1001), current state (1017).
     * Returns the new state.
     */
    check(req: FastifyRequest, state: S, action: A, reason?: string | null): S {
      const t = def.transitions[action];
      if (!t) throw new AppError(1001, { errors: [{ field: 'action', message: `unknown action ${action}` }] });
      if (!req.auth?.permissions.has(t.permission)) throw new AppError(1000);
      if (t.reasonRequired && !reason?.trim()) throw new AppError(1001, { errors: [{ field: 'reason', message: 'required' }] });
      if (!t.from.includes(state)) throw new AppError(1017, { state, action });
      return t.to;
    },
    /** writes the history row; call inside the transaction that changes the state */
    async record(tx: DbOrTx, req: FastifyRequest, e: HistoryEntry<S, A>) {
      await this.recordMany(tx, req, [e]);
    },
    /** the history rows of many changes in one insert (an import's batch) */
    async recordMany(tx: DbOrTx, req: FastifyRequest, entries: HistoryEntry<S, A>[]) {
      if (entries.length === 0) return;
      await bulkInsert(
        tx,
        stateHistory,
        entries.map((e) => ({
          entityType: def.entity,
          entityId: String(e.entityId),
          action: e.action,
          fromState: e.from,
          toState: e.to,
          reason: e.reason?.trim() || null,
          userId: req.auth?.userId ?? null,
          username: req.auth?.username ?? null,
        })),
      );
    },
    async history(db: DbOrTx, entityId: string | number): Promise<TStateHistory[]> {
      const rows = await db
        .select()
        .from(stateHistory)
        .where(and(eq(stateHistory.entityType, def.entity), eq(stateHistory.entityId, String(entityId))))
        .orderBy(asc(stateHistory.createdAt), asc(stateHistory.id));
      return rows.map((r) => ({
        id: r.id,
        fromState: r.fromState,
        toState: r.toState,
        action: r.action,
        reason: r.reason,
        userId: r.userId,
        username: r.username,
        createTime: r.createdAt.toISOString(),
      }));
    },
  };
}
