import crypto from 'node:crypto';
import { MAINLAND_PHONE, REAL_NAME_MAX, type TSyncDingReply, USERNAME_MAX, ZEmail } from '@diagops/contracts';
import type { FastifyRequest } from 'fastify';
import { writeOperationLog } from '../../platform/audit/operation-log';
import type { AppContext } from '../../platform/context';
import type { DbOrTx } from '../../platform/db/client';
import { caller } from '../../platform/http/caller';
import { AppError, fail } from '../../platform/http/errors';
import type { AuthUser } from '../../platform/http/route-config';
import { hashPassword } from '../../platform/security/password-hash';
import * as depts from '../depts';
import { assertMayActOn } from '../roles';
import { DINGTALK_ROOT_DEPT, type DingDept, DingtalkClient, type DingtalkSnapshot } from './dingtalk.client';
import * as repo from './user-admin.repository';
import type { UserRow } from './users.repository';

const LOCK_KEY = 'dingtalk-sync:running';
const LOCK_TTL_MS = 15 * 60_000;
const HASH_CONCURRENCY = 4;

/** 11-digit mainland mobile, with any +86 / 86- prefix removed; anything else is dropped. */
export function normalizePhone(mobile: string | undefined): string | null {
  let s = mobile?.trim();
  if (!s) return null;
  if (s.startsWith('+')) {
    if (!s.startsWith('+86')) return null;
    s = s.slice(3);
  }
  let digits = s.replace(/\D/g, '');
  if (digits.length === 13 && digits.startsWith('86')) digits = digits.slice(2);
  return MAINLAND_PHONE.test(digits) ? digits : null;
}

function normalizeEmail(email: string | undefined): string | null {
  const r = ZEmail.safeParse(email ?? '');
  return r.success ? r.data : null;
}

/** New synchronised users get a password nobody knows, marked expired: they reset it to sign in. */
async function unknownPasswordHashes(n: number): Promise<string[]> {
  const out: string[] = new Array(n);
  let next = 0;
  const worker = async () => {
    while (next < n) {
      const i = next++;
      out[i] = await hashPassword(crypto.randomBytes(24).toString('base64url'));
    }
  };
  await Promise.all(Array.from({ length: Math.min(HASH_CONCURRENCY, n) }, worker));
  return out;
}

/** A free username from the DingTalk userid: letters, digits and _ . @ -, suffixed when taken. */
async function pickUsername(db: DbOrTx, userid: string, claimed: Set<string>): Promise<string> {
  let base = userid.replace(/[^A-Za-z0-9_.@-]/g, '').slice(0, USERNAME_MAX - 8);
  if (base.length < 2) base = `dt_${crypto.createHash('sha256').update(userid).digest('hex').slice(0, 10)}`;
  for (let n = 1; n < 1000; n++) {
    const name = n === 1 ? base : `${base}_${n}`;
    if (!claimed.has(name.toLowerCase()) && !(await repo.usernameTaken(db, name))) {
      claimed.add(name.toLowerCase());
      return name;
    }
  }
  return `dt_${crypto.randomBytes(8).toString('hex')}`;
}

type Counts = TSyncDingReply;

/** Upserts departments by DingTalk id; DingTalk's root is the local top department. Returns DingTalk id → local id. */
async function applyDepts(db: DbOrTx, remote: DingDept[], counts: Counts): Promise<{ map: Map<number, number>; rootId: number }> {
  const local = await depts.allDepts(db);
  const byDing = new Map(local.filter((d) => d.dingtalkDeptId).map((d) => [d.dingtalkDeptId!, d]));
  let root = byDing.get(String(DINGTALK_ROOT_DEPT)) ?? local.find((d) => d.parentId === 0);
  root ??= await depts.insertDept(db, { name: 'DingTalk', parentId: 0, dingtalkDeptId: String(DINGTALK_ROOT_DEPT) });
  const map = new Map<number, number>([[DINGTALK_ROOT_DEPT, root.id]]);
  for (const [i, d] of remote.entries()) {
    const parentId = map.get(d.parent_id) ?? root.id;
    const name = (d.name ?? '').trim().slice(0, 64) || String(d.dept_id);
    const existing = byDing.get(String(d.dept_id));
    if (existing) {
      if (existing.name !== name || existing.parentId !== parentId) {
        await depts.updateDept(db, existing.id, { name, parentId });
        counts.deptsUpdated++;
      }
      map.set(d.dept_id, existing.id);
    } else {
      const row = await depts.insertDept(db, { name, parentId, sortOrder: i, dingtalkDeptId: String(d.dept_id) });
      map.set(d.dept_id, row.id);
      counts.deptsCreated++;
    }
  }
  return { map, rootId: root.id };
}

async function applyUsers(
  db: DbOrTx,
  snap: DingtalkSnapshot,
  deptOf: (dingDeptId: number) => number,
  existing: Map<string, UserRow>,
  hashes: string[],
  counts: Counts,
  me: AuthUser,
) {
  const claimed = new Set<string>();
  for (const u of snap.users) {
    const realName = (u.name ?? '').trim().slice(0, REAL_NAME_MAX) || u.userid.slice(0, REAL_NAME_MAX);
    const deptId = deptOf(u.deptId);
    const ex = existing.get(u.userid);
    if (ex?.delFlag) continue; // a deleted user stays deleted
    let phone = normalizePhone(u.mobile);
    let email = normalizeEmail(u.email ?? u.org_email);
    // a phone or e-mail another account uses stays with that account
    if (phone && phone !== ex?.phone && (await repo.contactTaken(db, 'phone', phone, ex?.id))) phone = null;
    if (email && email !== ex?.email && (await repo.contactTaken(db, 'email', email, ex?.id))) email = null;
    if (ex) {
      const changes: Partial<repo.NewUserRow> = {};
      if (ex.realName !== realName) changes.realName = realName;
      if (ex.deptId !== deptId) changes.deptId = deptId;
      if (phone && ex.phone !== phone) changes.phone = phone;
      if (email && ex.email !== email) changes.email = email;
      if (Object.keys(changes).length > 0) {
        // the acting rule: a changed e-mail or phone would let the caller reset a higher account's password
        await assertMayActOn(db, me, { userIds: [ex.id] });
        await repo.updateUser(db, ex.id, changes);
        counts.usersUpdated++;
      }
      continue;
    }
    await repo.insertUser(db, {
      username: await pickUsername(db, u.userid, claimed),
      realName,
      passwordHash: hashes.pop()!,
      passwordExpired: true,
      phone,
      email,
      deptId,
      userType: 'staff',
      dingtalkUserId: u.userid,
    });
    counts.usersCreated++;
  }
}

/**
 * syncDingDeptAndUser: reads the organisation from the DingTalk-compatible API, then in one
 * transaction upserts departments (by DingTalk dept id) and users (by DingTalk userid).
 * Local usernames are never overwritten; nothing is deleted. One sync runs at a time (1004).
 * Changing a user above the caller refuses the whole sync (1000, nothing written).
 */
export async function syncDingtalk(ctx: AppContext, req: FastifyRequest): Promise<TSyncDingReply> {
  const { DINGTALK_BASE_URL: base, DINGTALK_APP_KEY: key, DINGTALK_APP_SECRET: secret } = ctx.config;
  if (!base || !key || !secret) throw new AppError(1014, { service: 'dingtalk', reason: 'not configured' });
  if ((await ctx.kv.incr(LOCK_KEY, LOCK_TTL_MS)) > 1) fail(1004);
  try {
    const snap = await new DingtalkClient(base, key, secret).snapshot();
    const existing = new Map(
      (
        await repo.usersByDingtalkIds(
          ctx.db,
          snap.users.map((u) => u.userid),
        )
      ).map((u) => [u.dingtalkUserId!, u]),
    );
    const hashes = await unknownPasswordHashes(snap.users.filter((u) => !existing.has(u.userid)).length);
    return await ctx.db.transaction(async (tx) => {
      const counts: Counts = { deptsCreated: 0, deptsUpdated: 0, usersCreated: 0, usersUpdated: 0 };
      const { map, rootId } = await applyDepts(tx, snap.depts, counts);
      await applyUsers(tx, snap, (id) => map.get(id) ?? rootId, existing, hashes, counts, caller(req));
      await writeOperationLog(tx, req, { module: 'users', action: 'syncDingDeptAndUser', after: counts });
      return counts;
    });
  } finally {
    await ctx.kv.del(LOCK_KEY);
  }
}
