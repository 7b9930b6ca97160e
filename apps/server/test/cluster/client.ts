import { PasswordCipher } from '../../src/platform/security/password-cipher';
import type { J } from '../system';
import type { Cluster, Instance } from './instances';

export type Reply = { status: number; body: { code: number; msg: string; data: J } };
export type Session = { token: string; refresh: string; userId: number; deviceId: string };
type CallOptions = { body?: unknown; session?: Session | null; deviceId?: string; headers?: Record<string, string> };

/**
 * An HTTP client of a cluster, as a browser or script behind a proxy would be: every call
 * says which instance it goes to.
 */
export function clusterClient(cluster: Cluster) {
  let publicKey: string | null = null;

  async function call(inst: Instance, method: string, service: string, p: string, opts: CallOptions = {}): Promise<Reply> {
    const res = await send(inst, method, service, p, opts);
    const text = await res.text();
    try {
      return { status: res.status, body: JSON.parse(text) };
    } catch {
      throw new Error(`${method} ${p} on ${inst.name}: not JSON (${res.status}): ${text.slice(0, 200)}`);
    }
  }

  /** The raw response, for file downloads. */
  function send(inst: Instance, method: string, service: string, p: string, opts: CallOptions = {}): Promise<Response> {
    const headers: Record<string, string> = { ...opts.headers };
    const deviceId = opts.session?.deviceId ?? opts.deviceId;
    if (deviceId) headers['x-device-id'] = deviceId;
    if (opts.session) headers.authorization = `Bearer ${opts.session.token}`;
    let body: BodyInit | undefined;
    if (opts.body instanceof FormData) body = opts.body;
    else if (opts.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    return fetch(`${inst.baseURL}${cluster.svcPath(service, p)}`, { method, headers, body });
  }

  async function encrypt(inst: Instance, plain: string): Promise<string> {
    if (!publicKey) {
      const r = await call(inst, 'GET', 'auth', '/publicKey');
      publicKey = r.body.data.publicKey as string;
    }
    return PasswordCipher.encryptWith(publicKey, plain);
  }

  /** sysUser/login on one instance; the reply as it came (no throw). */
  async function login(inst: Instance, account: string, password: string, deviceId: string, headers: Record<string, string> = {}) {
    return call(inst, 'POST', 'plat-user', '/sysUser/login', {
      deviceId,
      headers,
      body: { loginType: 1, userAccount: account, password: await encrypt(inst, password) },
    });
  }

  async function signIn(inst: Instance, account: string, password: string, deviceId: string): Promise<Session> {
    const r = await login(inst, account, password, deviceId);
    if (r.body.code !== 2000) throw new Error(`sign-in of ${account} on ${inst.name} failed: ${JSON.stringify(r.body)}`);
    return { token: r.body.data.access_token, refresh: r.body.data.refresh_token, userId: r.body.data.user_id, deviceId };
  }

  /** GET getUserInfo: 200 for a live session, 401 for an ended one. */
  async function whoAmI(inst: Instance, session: Session): Promise<Reply> {
    return call(inst, 'GET', 'user', '/user/getUserInfo', { session });
  }

  return { call, send, encrypt, login, signIn, whoAmI };
}

export type ClusterClient = ReturnType<typeof clusterClient>;
