import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { pageResult, ZId, ZPageSize } from '../common/envelope';
import { ZVersion } from '../kit/strings';
import { USER_ROLES_MAX, ZUserRecord, ZUserRoleRef } from './users';

export const DEPT_NAME_MAX = 64;
/** parentId of a top-level department */
export const DEPT_ROOT_PARENT = 0;
export const DEPT_SORT_ITEMS_MAX = 500;

export const ZDeptFields = z.object({
  deptId: z.number(),
  /** 0 at the top level */
  parentId: z.number(),
  name: z.string(),
  sortOrder: z.number(),
  /** synchronised from DingTalk */
  fromDingtalk: z.boolean(),
  version: z.number(),
});
export type TDeptFields = z.infer<typeof ZDeptFields>;
export type TDeptNode = TDeptFields & { children: TDeptNode[] };
export const ZDeptNode: z.ZodType<TDeptNode> = ZDeptFields.extend({
  get children() {
    return z.array(ZDeptNode);
  },
}).meta({ id: 'DeptNode' });
export const ZDeptTree = z.array(ZDeptNode);

export const ZDeptDetail = ZDeptFields.extend({ parentName: z.string().nullable(), roles: z.array(ZUserRoleRef), createTime: z.string() });
export type TDeptDetail = z.infer<typeof ZDeptDetail>;

/** POST query: the tree; with `name`, the matching departments and their ancestors. */
export const ZDeptQueryRequest = z.object({ name: z.string().trim().max(DEPT_NAME_MAX).optional() }).strict();

const name = z.string().trim().min(1).max(DEPT_NAME_MAX);
const parentId = z.number().int().min(DEPT_ROOT_PARENT).max(INT4_MAX);
const sortOrder = z.number().int().min(0).max(1_000_000);
/** the department's default roles: new users of the department get them when addUser names none */
const roleIds = z.array(ZId).max(USER_ROLES_MAX);

export const ZDeptInsertRequest = z
  .object({ parentId: parentId.default(DEPT_ROOT_PARENT), name, sortOrder: sortOrder.default(0), roleIds: roleIds.default([]) })
  .strict();
export type TDeptInsertRequest = z.infer<typeof ZDeptInsertRequest>;

export const ZDeptEditRequest = z
  .object({
    deptId: ZId,
    version: ZVersion,
    parentId: parentId.optional(),
    name: name.optional(),
    sortOrder: sortOrder.optional(),
    roleIds: roleIds.optional(),
  })
  .strict();
export type TDeptEditRequest = z.infer<typeof ZDeptEditRequest>;

/**
 * POST doApi: batch department actions (the spec names the call without its body). The one
 * action is `sort`: set the sortOrder of many departments at once (drag-and-drop in the tree).
 */
export const ZDeptDoApiRequest = z.discriminatedUnion('action', [
  z
    .object({
      action: z.literal('sort'),
      items: z
        .array(z.object({ deptId: ZId, sortOrder }).strict())
        .min(1)
        .max(DEPT_SORT_ITEMS_MAX),
    })
    .strict(),
]);
export type TDeptDoApiRequest = z.infer<typeof ZDeptDoApiRequest>;
export const ZDeptDoApiReply = z.object({ updated: z.number() });

export const ZDeptIdQuery = z.object({ deptId: ZId }).strict();

/** GET initUserDept: the users of a department and its sub-departments, paged. */
export const ZInitUserDeptQuery = z
  .object({ deptId: ZId, current: z.coerce.number().int().min(1).max(INT4_MAX).default(1), size: z.coerce.number().pipe(ZPageSize).default(10) })
  .strict();
export const ZInitUserDeptReply = pageResult(ZUserRecord);
