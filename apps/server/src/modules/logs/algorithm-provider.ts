import crypto from 'node:crypto';
import type { AppContext } from '../../platform/context';
import { AppError } from '../../platform/http/errors';

/**
 * Where online (seed / key) algorithms run: an outside service in production, a built-in one for
 * development. `compute` answers the key as hex, refuses an unknown algorithm with 79102 and an
 * unavailable service with 79103.
 */
export interface AlgorithmProvider {
  readonly name: string;
  compute(algorithm: string, seedHex: string): Promise<string>;
}

/** POST {url}/compute { algorithm, seed } with a bearer token → { key }; 404 = no such algorithm. */
export class HttpAlgorithmProvider implements AlgorithmProvider {
  readonly name = 'http';
  constructor(
    private url: string,
    private token: string | undefined,
  ) {}
  async compute(algorithm: string, seedHex: string): Promise<string> {
    let res: Response;
    try {
      res = await fetch(`${this.url.replace(/\/$/, '')}/compute`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(this.token ? { authorization: `Bearer ${this.token}` } : {}) },
        body: JSON.stringify({ algorithm, seed: seedHex }),
        signal: AbortSignal.timeout(5_000),
      });
    } catch {
      throw new AppError(79103);
    }
    if (res.status === 404) throw new AppError(79102);
    const body = (await res.json().catch(() => null)) as { key?: unknown } | null;
    if (!res.ok || typeof body?.key !== 'string' || !/^[0-9a-fA-F]*$/.test(body.key)) throw new AppError(79103);
    return body.key.toLowerCase();
  }
}

/**
 * The development service: a few named algorithms that behave like real seed / key ones (a key as
 * long as the seed, the same seed always giving the same key) without any carmaker's secret.
 */
export class DevelopmentAlgorithmProvider implements AlgorithmProvider {
  readonly name = 'development';
  static readonly ALGORITHMS = ['DEV-HMAC-SHA256', 'DEV-XOR-ROTATE'] as const;
  async compute(algorithm: string, seedHex: string): Promise<string> {
    const seed = Buffer.from(seedHex, 'hex');
    if (algorithm === 'DEV-HMAC-SHA256') {
      const mac = crypto.createHmac('sha256', 'diagops-development-algorithm').update(seed).digest();
      return Buffer.concat([mac, mac]).subarray(0, seed.length).toString('hex');
    }
    if (algorithm === 'DEV-XOR-ROTATE') return Buffer.from(seed.map((b, i) => ((b ^ 0x5a) << (i % 8)) | ((b ^ 0x5a) >> (8 - (i % 8))))).toString('hex');
    throw new AppError(79102);
  }
}

/** The configured provider: ALGORITHM_SERVICE_URL set → the outside service, else the development one. */
export function algorithmProvider(ctx: AppContext): AlgorithmProvider {
  const url = ctx.config.ALGORITHM_SERVICE_URL;
  return url ? new HttpAlgorithmProvider(url, ctx.config.ALGORITHM_SERVICE_TOKEN) : new DevelopmentAlgorithmProvider();
}
