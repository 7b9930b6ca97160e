import { AppError } from '../../platform/http/errors';

/** The DingTalk open API shapes we read (gettoken, topapi/v2/department/listsub, topapi/v2/user/list). */
export type DingDept = { dept_id: number; name: string; parent_id: number };
export type DingUser = { userid: string; name: string; mobile?: string; email?: string; org_email?: string };

/** DingTalk's root department. */
export const DINGTALK_ROOT_DEPT = 1;
const PAGE_SIZE = 100;
/** Safety limits of one sync: a loop in the remote data must not run forever. */
export const DINGTALK_MAX_DEPTS = 10_000;
export const DINGTALK_MAX_USERS = 100_000;

export type DingtalkSnapshot = {
  /** departments below the root, parents before children */
  depts: DingDept[];
  /** each user once, with the first department they were found in */
  users: Array<DingUser & { deptId: number }>;
};

/** A DingTalk-compatible HTTP API; every failure answers 1014 (external service). */
export class DingtalkClient {
  constructor(
    private readonly baseUrl: string,
    private readonly appKey: string,
    private readonly appSecret: string,
    private readonly timeoutMs = 15_000,
  ) {}

  private async call<T>(path: string, init: { method: 'GET' | 'POST'; query?: Record<string, string>; body?: unknown }): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), this.baseUrl.endsWith('/') ? this.baseUrl : `${this.baseUrl}/`);
    for (const [k, v] of Object.entries(init.query ?? {})) url.searchParams.set(k, v);
    let json: { errcode?: number; errmsg?: string } & T;
    try {
      const res = await fetch(url, {
        method: init.method,
        headers: init.body === undefined ? {} : { 'content-type': 'application/json' },
        body: init.body === undefined ? undefined : JSON.stringify(init.body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!res.ok) throw new AppError(1014, { service: 'dingtalk', reason: `HTTP ${res.status}` });
      json = (await res.json()) as typeof json;
    } catch (e) {
      if (e instanceof AppError) throw e;
      throw new AppError(1014, { service: 'dingtalk', reason: e instanceof SyntaxError ? 'not JSON' : 'unreachable' });
    }
    if (json.errcode !== undefined && json.errcode !== 0) throw new AppError(1014, { service: 'dingtalk', reason: `errcode ${json.errcode}` });
    return json;
  }

  async accessToken(): Promise<string> {
    const r = await this.call<{ access_token?: string }>('/gettoken', { method: 'GET', query: { appkey: this.appKey, appsecret: this.appSecret } });
    if (!r.access_token) throw new AppError(1014, { service: 'dingtalk', reason: 'no access_token' });
    return r.access_token;
  }

  async subDepartments(token: string, deptId: number): Promise<DingDept[]> {
    const r = await this.call<{ result?: DingDept[] }>('/topapi/v2/department/listsub', {
      method: 'POST',
      query: { access_token: token },
      body: { dept_id: deptId },
    });
    return r.result ?? [];
  }

  async usersOf(token: string, deptId: number): Promise<DingUser[]> {
    const out: DingUser[] = [];
    let cursor = 0;
    for (;;) {
      const r = await this.call<{ result?: { has_more?: boolean; next_cursor?: number; list?: DingUser[] } }>('/topapi/v2/user/list', {
        method: 'POST',
        query: { access_token: token },
        body: { dept_id: deptId, cursor, size: PAGE_SIZE },
      });
      out.push(...(r.result?.list ?? []));
      if (out.length > DINGTALK_MAX_USERS) throw new AppError(1014, { service: 'dingtalk', reason: 'too many users' });
      if (!r.result?.has_more || r.result.next_cursor === undefined || r.result.next_cursor === cursor) return out;
      cursor = r.result.next_cursor;
    }
  }

  /** Walks the whole organisation breadth-first from the root. */
  async snapshot(): Promise<DingtalkSnapshot> {
    const token = await this.accessToken();
    const depts: DingDept[] = [];
    const seen = new Set<number>([DINGTALK_ROOT_DEPT]);
    const queue = [DINGTALK_ROOT_DEPT];
    const users = new Map<string, DingUser & { deptId: number }>();
    while (queue.length > 0) {
      const id = queue.shift()!;
      for (const u of await this.usersOf(token, id)) if (u.userid && !users.has(u.userid)) users.set(u.userid, { ...u, deptId: id });
      if (users.size > DINGTALK_MAX_USERS) throw new AppError(1014, { service: 'dingtalk', reason: 'too many users' });
      for (const d of await this.subDepartments(token, id)) {
        if (seen.has(d.dept_id)) continue;
        seen.add(d.dept_id);
        depts.push({ ...d, parent_id: d.parent_id ?? id });
        queue.push(d.dept_id);
        if (depts.length > DINGTALK_MAX_DEPTS) throw new AppError(1014, { service: 'dingtalk', reason: 'too many departments' });
      }
    }
    return { depts, users: [...users.values()] };
  }
}
