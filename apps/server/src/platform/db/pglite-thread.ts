import { Worker } from 'node:worker_threads';

/**
 * The embedded database on a thread of its own (docs/decisions/0011, "PGlite on its own
 * thread"). PGlite runs each query synchronously, so in the server's thread every statement
 * stopped HTTP, WebSockets and timers until it ended, and the server's JavaScript and
 * PostgreSQL's took turns on one core. Here the worker holds PGlite and this class offers the
 * part of PGlite's interface Drizzle and pg-boss call: query, exec and transaction.
 */

type Parser = (value: string, typeId: number) => unknown;
export type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, Parser> };
export type Results = { rows: unknown[]; fields: Array<{ name: string; dataTypeID: number }>; affectedRows?: number };
type Reply = { id: number; result?: unknown; error?: Record<string, unknown> & { message: string } };
type Message = { op: string; tx?: number; [key: string]: unknown };

/** A query's handle, on the database or inside a transaction. */
export type PgliteThreadQueries = {
  query<T = unknown>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }>;
  exec(text: string): Promise<Results[]>;
};

const WORKER = new URL('./pglite-thread.worker.mjs', import.meta.url);

/**
 * Parsers are functions and cannot cross to the thread. Drizzle's only ask to keep some types
 * as the text PostgreSQL sent (dates, intervals, numeric arrays): those go as type ids.
 */
function rawTypes(parsers: Record<number, Parser> | undefined): number[] | undefined {
  if (!parsers) return undefined;
  return Object.entries(parsers).map(([id, parse]) => {
    if (parse('2026-01-01', Number(id)) !== '2026-01-01') throw new Error(`type ${id}: only parsers that keep the text cross to the database thread`);
    return Number(id);
  });
}

/** The database error as PGlite threw it: its message with code, constraint, detail and the rest as fields. */
function toError(plain: Record<string, unknown> & { message: string }): Error {
  const { message, name, ...fields } = plain;
  return Object.assign(new Error(message), fields, { name: typeof name === 'string' ? name : 'Error' });
}

export class PgliteThread implements PgliteThreadQueries {
  readonly waitReady: Promise<void>;
  #worker: Worker;
  #calls = new Map<number, { resolve(value: unknown): void; reject(err: Error): void }>();
  #next = 1;
  #exited: Error | null = null;
  #closing = false;

  /**
   * `dataDir` on disk, or in memory (optionally from a dump of PGlite's dumpDataDir) when null.
   * `onLost` hears of a thread that ended without close() (PGlite aborted, out of memory): every
   * call fails from then on.
   */
  constructor(dataDir: string | null, opts: { template?: Blob; onLost?: (err: Error) => void; worker?: URL } = {}) {
    const { template, onLost } = opts;
    // plain JavaScript: the worker needs none of the server's loaders (tsx), which would only slow its start
    this.#worker = new Worker(opts.worker ?? WORKER, { workerData: { dataDir, template }, execArgv: [] });
    let ready!: { resolve(): void; reject(err: Error): void };
    this.waitReady = new Promise<void>((resolve, reject) => {
      ready = { resolve, reject };
    });
    this.#calls.set(0, { resolve: () => ready.resolve(), reject: (err) => ready.reject(err) });
    this.#worker.on('message', (reply: Reply) => {
      const call = this.#calls.get(reply.id);
      if (!call) return;
      this.#calls.delete(reply.id);
      if (reply.error) call.reject(toError(reply.error));
      else call.resolve(reply.result);
    });
    const fail = (err: Error) => {
      if (this.#exited) return;
      this.#exited = err;
      for (const call of this.#calls.values()) call.reject(err);
      this.#calls.clear();
      if (!this.#closing) onLost?.(err);
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the database thread ended (exit code ${code})`)));
  }

  #call<T>(message: Message): Promise<T> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#next++;
    return new Promise<T>((resolve, reject) => {
      this.#calls.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.#worker.postMessage({ id, ...message });
    });
  }

  #queries(tx?: number): PgliteThreadQueries {
    return {
      query: (text, params, options) => this.#call({ op: 'query', tx, text, params, rowMode: options?.rowMode, rawTypes: rawTypes(options?.parsers) }),
      exec: (text) => this.#call({ op: 'exec', tx, text }),
    };
  }

  readonly #outside = this.#queries();

  query<T = unknown>(text: string, params?: unknown[], options?: QueryOptions): Promise<Results & { rows: T[] }> {
    return this.#outside.query<T>(text, params, options);
  }

  exec(text: string): Promise<Results[]> {
    return this.#outside.exec(text);
  }

  /** Runs fn in one transaction on the thread: committed when fn resolves, rolled back when it throws. */
  async transaction<T>(fn: (tx: PgliteThreadQueries) => Promise<T>): Promise<T> {
    const tx = await this.#call<number>({ op: 'begin' });
    let result: T;
    try {
      result = await fn(this.#queries(tx));
    } catch (err) {
      await this.#call({ op: 'end', tx, commit: false }).catch(() => {});
      throw err;
    }
    await this.#call({ op: 'end', tx, commit: true });
    return result;
  }

  async close(): Promise<void> {
    this.#closing = true;
    if (!this.#exited) await this.#call({ op: 'close' }).catch(() => {});
    await this.#worker.terminate();
  }
}
