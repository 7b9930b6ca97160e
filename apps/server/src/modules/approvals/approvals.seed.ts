import {
  ALL_PERMISSIONS,
  APPROVAL_DOC_ROUTES,
  APPROVAL_DOC_TYPE_VALUES,
  APPROVAL_DOC_TYPES,
  APPROVAL_PERMISSION,
  APPROVAL_ROLE_CODES,
  type ApprovalDocType,
} from '@diagops/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../platform/db/client';
import { addRoleMenus, ancestorIds, menusView } from '../menus';
import { insertRole, rolesView } from '../roles';
import { workflowTemplateSteps, workflowTemplates } from './approvals.tables';

type RoleKey = keyof typeof APPROVAL_ROLE_CODES;

const ROLES: Record<RoleKey, { zh: string; en: string }> = {
  admin: { zh: '行政审批', en: 'Administrative approval' },
  buyer: { zh: '采购员', en: 'Buyer' },
  manager: { zh: '采购经理', en: 'Purchasing manager' },
  shipment: { zh: '发货确认', en: 'Shipment confirmation' },
};

/** SUPPLY-02: the transfer plan's four steps, in this order; the other documents: the purchasing manager. */
const STEPS: Record<RoleKey, { zh: string; en: string }> = {
  admin: { zh: '行政审批', en: 'Administrative approval' },
  buyer: { zh: '采购员审批', en: 'Buyer approval' },
  manager: { zh: '采购经理审批', en: 'Purchasing manager approval' },
  shipment: { zh: '发货确认', en: 'Shipment confirmation' },
};
const DEFAULT_STEPS: Record<ApprovalDocType, RoleKey[]> = {
  transferPlan: ['admin', 'buyer', 'manager', 'shipment'],
  purchaseOrder: ['manager'],
  purchaseReturn: ['manager'],
  shipmentPlan: ['manager'],
  outsourcing: ['manager'],
  specialStock: ['manager'],
};

/** What every approval role holds: the inbox, the history, and viewing the documents it approves. */
function approverGrants(): string[] {
  const pages = new Set(Object.values(APPROVAL_DOC_ROUTES));
  const docViews = ALL_PERMISSIONS.filter((p) => pages.has(p.page) && p.name.endsWith('_view')).map((p) => p.name);
  return [APPROVAL_PERMISSION.act, APPROVAL_PERMISSION.view, ...docViews];
}

/** A role of the engine, created with its grants on the first call; returns its id. */
async function ensureApprovalRole(db: DbOrTx, key: RoleKey): Promise<number> {
  const code = APPROVAL_ROLE_CODES[key];
  const [have] = await db.select({ id: rolesView.id }).from(rolesView).where(eq(rolesView.roleCode, code));
  // a role an administrator deleted stays deleted (its code is still taken)
  if (have) return have.id;
  const role = await insertRole(db, {
    roleName: ROLES[key].zh,
    roleCode: code,
    roleDesc: `${ROLES[key].en} (supply approvals) / ${ROLES[key].zh}（供应链审批）`,
  });
  const nodes = await db
    .select({ id: menusView.id })
    .from(menusView)
    .where(and(inArray(menusView.permission, approverGrants()), eq(menusView.delFlag, false)));
  const ids = nodes.map((n) => n.id);
  await addRoleMenus(db, role.id, [...ids, ...(await ancestorIds(db, ids))]);
  return role.id;
}

/**
 * Every deployment (idempotent): the four approval roles and, for each document type that never
 * had a template, its default enabled template (an administrator's later changes or deletion stay).
 */
export async function seedApprovals(ctx: { db: DbOrTx }): Promise<void> {
  const { db } = ctx;
  const roleIds = {} as Record<RoleKey, number>;
  for (const key of Object.keys(ROLES) as RoleKey[]) roleIds[key] = await ensureApprovalRole(db, key);
  for (const docType of APPROVAL_DOC_TYPE_VALUES) {
    const [any] = await db.select({ id: workflowTemplates.id }).from(workflowTemplates).where(eq(workflowTemplates.docType, docType)).limit(1);
    if (any) continue;
    const label = APPROVAL_DOC_TYPES[docType];
    const [t] = await db
      .insert(workflowTemplates)
      .values({ docType, nameZh: `${label.zh}审批流程`, nameEn: `${label.en} approval`, enabled: true })
      .returning({ id: workflowTemplates.id });
    await db.insert(workflowTemplateSteps).values(
      DEFAULT_STEPS[docType].map((key, i) => ({
        templateId: t!.id,
        seq: i + 1,
        nameZh: STEPS[key].zh,
        nameEn: STEPS[key].en,
        roleId: roleIds[key],
        condition: {},
      })),
    );
  }
}
