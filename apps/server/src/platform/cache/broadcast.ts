import crypto from 'node:crypto';
import type { Redis } from 'ioredis';
import type { AppContext } from '../context';

export type Broadcast<M> = {
  /** Tells every other instance (this one already acted on it); without Redis, nobody. */
  publish(message: M): Promise<void>;
  stop(): Promise<void>;
};

/** Messages go to the instances sharing the same PostgreSQL database and service. */
function channelName(ctx: AppContext, kind: string): string {
  const dbName = new URL(ctx.config.DATABASE_URL!).pathname.slice(1);
  return `diagops:${ctx.config.SVC}:${kind}:${dbName}`;
}

/**
 * A channel of `kind` between the instances sharing this database, over Redis pub/sub: what one
 * instance forgets from a process cache, the others forget too. With PGlite (one instance) or
 * without Redis there is nobody to tell. An instance's own messages are not delivered back to it;
 * a message that does not parse is delivered as null (forget everything of the kind).
 */
export async function startBroadcast<M>(ctx: AppContext, kind: string, receive: (message: M | null) => void): Promise<Broadcast<M>> {
  if (!ctx.redis || !ctx.config.DATABASE_URL) return { publish: async () => {}, stop: async () => {} };
  const channel = channelName(ctx, kind);
  const redis: Redis = ctx.redis;
  const instance = crypto.randomUUID();
  const sub = redis.duplicate();
  sub.on('message', (ch: string, text: string) => {
    if (ch !== channel) return;
    let parsed: { from?: string; message?: M } = {};
    try {
      parsed = JSON.parse(text);
    } catch {}
    if (parsed.from === instance) return;
    receive(parsed.message ?? null);
  });
  await sub.subscribe(channel);
  let open = true;
  return {
    async publish(message) {
      if (!open) return;
      try {
        await redis.publish(channel, JSON.stringify({ from: instance, message }));
      } catch (err) {
        // the other instances then keep what they cached until it expires
        console.warn(`${kind}: not published to the other instances: ${(err as Error).message}`);
      }
    },
    async stop() {
      open = false;
      await sub.quit().catch(() => {});
    },
  };
}
