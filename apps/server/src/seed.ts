import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ADMIN_ROLE_CODE as ADMIN_ROLE, passwordIntensity } from '@diagops/contracts';
import { AI_MENU } from './modules/ai';
import { APPROVALS_MENU, seedApprovals } from './modules/approvals';
import { ASSETS_MENU } from './modules/assets';
import { ensureConsoleClient } from './modules/auth';
import { CHAT_MENU } from './modules/chat';
import { CONFIG_MENU } from './modules/config';
import { CUSTOMERS_MENU } from './modules/customers';
import { DASHBOARD_MENU } from './modules/dashboard';
import { DEALERS_MENU, seedDealers } from './modules/dealers';
import { seedDepartments, topDeptId } from './modules/depts';
import { DEVICES_MENU } from './modules/devices';
import { DICTIONARY_MENU, seedDictionary } from './modules/dictionary';
import { EXPERTS_MENU, seedExpertRole } from './modules/experts';
import { FAULTLIGHT_MENU } from './modules/faultlight';
import { FEEDBACK_MENU } from './modules/feedback';
import { FINANCE_MENU } from './modules/finance';
import { KNOWLEDGE_MENU } from './modules/knowledge';
import { LEGAL_MENU } from './modules/legal';
import { LOGFILES_MENU } from './modules/logfiles';
import { LOGS_MENU } from './modules/logs';
import { MAIL_MENU, seedMailReference } from './modules/mail';
import { MALL_MENU } from './modules/mall';
import { MARKETING_MENU } from './modules/marketing';
import { addRoleMenus, type MenuSeed, SYSTEM_MENU, syncMenus } from './modules/menus';
import { MESSAGES_MENU } from './modules/messages';
import { REPAIR_MENU } from './modules/repair';
import { REPORTS_MENU } from './modules/reports';
import { seedRoles, setUserRoles } from './modules/roles';
import { SOFTWARE_MENU } from './modules/software';
import { STOCK_MENU } from './modules/stock';
import { SUPPLY_MENU } from './modules/supply';
import { TERMINALS_MENU } from './modules/terminals';
import { TRACKING_MENU } from './modules/tracking';
import { insertSeedUser, userIdByUsername } from './modules/users';
import { VEHICLE_MENU } from './modules/vehicle';
import type { AppContext } from './platform/context';
import { hashPassword } from './platform/security/password-hash';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_ROLE_CODE = ADMIN_ROLE;

/** Menu nodes of every area; an area with screens adds its list here. */
export const ALL_MENU_SEEDS: MenuSeed[] = [
  ...SYSTEM_MENU,
  ...SUPPLY_MENU,
  ...APPROVALS_MENU,
  ...STOCK_MENU,
  ...CONFIG_MENU,
  ...VEHICLE_MENU,
  ...REPAIR_MENU,
  ...FAULTLIGHT_MENU,
  ...LOGS_MENU,
  ...REPORTS_MENU,
  ...TRACKING_MENU,
  ...DICTIONARY_MENU,
  ...SOFTWARE_MENU,
  ...KNOWLEDGE_MENU,
  ...CUSTOMERS_MENU,
  ...DEVICES_MENU,
  ...LOGFILES_MENU,
  ...FEEDBACK_MENU,
  ...CHAT_MENU,
  ...MAIL_MENU,
  ...DEALERS_MENU,
  ...EXPERTS_MENU,
  ...TERMINALS_MENU,
  ...ASSETS_MENU,
  ...MESSAGES_MENU,
  ...DASHBOARD_MENU,
  ...LEGAL_MENU,
  ...AI_MENU,
  ...MARKETING_MENU,
  ...MALL_MENU,
  ...FINANCE_MENU,
];

/** Seeds run after the built-in ones; an area with reference data adds its function here. */
export const AREA_SEEDS: Array<(ctx: AppContext) => Promise<void>> = [seedDictionary, seedMailReference, seedDealers, seedExpertRole, seedApprovals];

/** A password that meets the rules: letters of both cases, digits and a special. */
export function randomPassword(): string {
  const pick = (set: string, n: number) => Array.from({ length: n }, () => set[crypto.randomInt(set.length)]).join('');
  const chars = pick('ABCDEFGHJKLMNPQRSTUVWXYZ', 4) + pick('abcdefghijkmnpqrstuvwxyz', 6) + pick('23456789', 4) + pick('!@#$%^&*', 2);
  return [...chars].sort(() => crypto.randomInt(3) - 1).join('');
}

/** Creates the administrator on first start. Returns the generated password, if one was. */
async function seedAdmin(ctx: AppContext, adminRoleId: number, log: (msg: string) => void): Promise<string | null> {
  if (await userIdByUsername(ctx.db, ADMIN_USERNAME)) return null;
  const given = ctx.config.ADMIN_PASSWORD;
  const password = given ?? randomPassword();
  const adminId = await insertSeedUser(ctx.db, {
    username: ADMIN_USERNAME,
    realName: 'Administrator',
    passwordHash: await hashPassword(password),
    deptId: await topDeptId(ctx.db),
    passwordExpired: !given,
    pwdIntensity: passwordIntensity(password),
  });
  await setUserRoles(ctx.db, adminId, [adminRoleId]);
  if (given) return null;
  fs.mkdirSync(ctx.config.dataDir, { recursive: true });
  const file = path.join(ctx.config.dataDir, 'initial-admin-password');
  fs.writeFileSync(file, `${password}\n`, { mode: 0o600 });
  log(`Administrator created: sign in as "${ADMIN_USERNAME}" with the password ${password} (also in ${file}); you will be asked to change it.`);
  return password;
}

/** Idempotent: safe on every start; inserts only what is missing. */
export async function seed(ctx: AppContext, log: (msg: string) => void = console.log): Promise<{ generatedAdminPassword: string | null }> {
  await ensureConsoleClient(ctx);
  await seedDepartments(ctx.db);
  const adminRoleId = await seedRoles(ctx.db);
  const nodeIds = await syncMenus(ctx.db, ALL_MENU_SEEDS);
  // the administrator's role holds every node, including ones added by a new release
  await addRoleMenus(ctx.db, adminRoleId, nodeIds);
  const generatedAdminPassword = await seedAdmin(ctx, adminRoleId, log);
  for (const s of AREA_SEEDS) await s(ctx);
  return { generatedAdminPassword };
}
