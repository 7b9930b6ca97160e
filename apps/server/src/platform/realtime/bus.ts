import crypto from 'node:crypto';
import type { Redis } from 'ioredis';

/** What travels between instances: a frame for a topic (serialised once, by the publisher), or sessions to close. */
export type BusMessage = { t: 'pub'; topic: string; text: string } | { t: 'close'; sessionIds: string[]; code: number; reason: string };

/** Fan-out between instances; every instance (the sender too) receives what is sent. */
export interface Bus {
  start(onMessage: (m: BusMessage) => void): Promise<void>;
  send(m: BusMessage): Promise<void>;
  stop(): Promise<void>;
}

/** One instance: delivery is a function call. */
export class LocalBus implements Bus {
  private handler: ((m: BusMessage) => void) | null = null;
  async start(onMessage: (m: BusMessage) => void) {
    this.handler = onMessage;
  }
  async send(m: BusMessage) {
    this.handler?.(m);
  }
  async stop() {
    this.handler = null;
  }
}

/**
 * Redis pub/sub on one channel per database (instances sharing the data share the channel).
 * A published message reaches this instance through its own subscription, like the others;
 * when Redis cannot take it, it is delivered locally at least.
 */
export class RedisBus implements Bus {
  private sub: Redis | null = null;
  private handler: ((m: BusMessage) => void) | null = null;
  readonly instance = crypto.randomUUID();
  constructor(
    private redis: Redis,
    private channel: string,
  ) {}
  async start(onMessage: (m: BusMessage) => void) {
    this.handler = onMessage;
    const sub = this.redis.duplicate();
    this.sub = sub;
    sub.on('message', (ch: string, raw: string) => {
      if (ch !== this.channel) return;
      let m: BusMessage;
      try {
        m = JSON.parse(raw);
      } catch {
        return;
      }
      this.handler?.(m);
    });
    await sub.subscribe(this.channel);
  }
  async send(m: BusMessage) {
    try {
      await this.redis.publish(this.channel, JSON.stringify(m));
    } catch {
      this.handler?.(m);
    }
  }
  async stop() {
    this.handler = null;
    await this.sub?.quit().catch(() => {});
    this.sub = null;
  }
}
