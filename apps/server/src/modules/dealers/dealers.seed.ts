import { DEALER_PERMISSIONS as P } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';
import { addRoleMenus, allMenus, ancestorIds } from '../menus';
import { ensureRole } from '../roles';
import { DEALER_ROLE } from './dealers.service';
import { dealerAreas } from './dealers.tables';

/** The initial system areas (73221, 73223: neither edited nor deleted). */
const SYSTEM_AREAS = [
  { code: '01', name: '中国 China' },
  { code: '02', name: '海外 Overseas' },
];

/** What a dealer account may open: its pages, the read actions on its own branch and adding sub-dealers inside it. */
const DEALER_PAGES = [
  '/homePage',
  '/dealerManagement/dealerList',
  '/dealerManagement/benefit',
  '/dealerManagement/shippingRecord',
  '/dealerManagement/configurationDescription',
];
const DEALER_GRANTS: string[] = [
  P.dealerView,
  P.dealerAdd,
  P.dealerExport,
  P.shipView,
  P.allocate,
  P.benefitView,
  P.benefitExport,
  P.configView,
  P.doiApply,
].map((p) => p.name);

/** Idempotent: the system areas and the dealer role with its grants (added when missing). */
export async function seedDealers(ctx: AppContext): Promise<void> {
  await ctx.db
    .insert(dealerAreas)
    .values(SYSTEM_AREAS.map((a) => ({ ...a, level: 1, system: true })))
    .onConflictDoNothing({ target: dealerAreas.code });
  const roleId = await ensureRole(ctx.db, DEALER_ROLE);
  const nodes = await allMenus(ctx.db);
  const wanted = nodes.filter((m) => (m.path && DEALER_PAGES.includes(m.path)) || (m.permission && DEALER_GRANTS.includes(m.permission))).map((m) => m.id);
  await addRoleMenus(ctx.db, roleId, [...new Set([...wanted, ...(await ancestorIds(ctx.db, wanted))])]);
}
