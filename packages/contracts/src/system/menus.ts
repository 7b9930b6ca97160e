import { z } from 'zod';
import { INT4_MAX } from '../common/constants';
import { pageQuery, pageResult, ZId } from '../common/envelope';
import { ZVersion } from '../kit/strings';

/** Limits of a menu node's fields (the menus table columns). */
export const MENU_NAME_MAX = 64;
export const MENU_EN_NAME_MAX = 128;
export const MENU_PATH_MAX = 255;
export const MENU_ICON_MAX = 64;
export const MENU_PERMISSION_MAX = 128;
export const MENU_HREF_MAX = 512;
export const MENU_GROUP_MAX = 50;
export const MENU_META_ROLES_MAX = 50;
export const MENU_QUERY_KEYS_MAX = 20;
/** parentId of a top-level node; also the id of "the full tree" in getMenu/{id} (platform.md §2) */
export const MENU_ROOT_ID = -1;

/** type 0: page or folder; type 1: button that carries a permission name. */
export const MENU_TYPE = { page: 0, button: 1 } as const;
export const ZMenuType = z.union([z.literal(0), z.literal(1)]);

/** 1 console page; 3 opens /evcharge/#{path}; 4 opens /factory/#{path} (platform.md §2). */
export const PLATFORM_TYPE = { console: 1, evcharge: 3, factory: 4 } as const;
export const ZPlatformType = z.union([z.literal(1), z.literal(3), z.literal(4)]);

/** The URL a menu entry opens: console route, or a sub-application on the same host (platform.md §2). */
export function menuEntryUrl(node: { path: string | null; platformType: number; href?: string | null }): string | null {
  if (node.href) return node.href;
  if (!node.path) return null;
  if (node.platformType === PLATFORM_TYPE.evcharge) return `/evcharge/#${node.path}`;
  if (node.platformType === PLATFORM_TYPE.factory) return `/factory/#${node.path}`;
  return node.path;
}

/** A menu node without its children (platform.md §3 "Menu node"). */
export const ZMenuFields = z.object({
  menuId: z.number(),
  /** MENU_ROOT_ID (-1) at the top level */
  parentId: z.number(),
  name: z.string(),
  enName: z.string(),
  path: z.string().nullable(),
  icon: z.string().nullable(),
  /** the permission name a button (type 1) grants; null on pages */
  permission: z.string().nullable(),
  type: ZMenuType,
  sortOrder: z.number(),
  platformType: z.number(),
  href: z.string().nullable(),
  query: z.record(z.string(), z.string()).nullable(),
  /** sub-paths that highlight this entry when active */
  group: z.array(z.string()),
  /** role codes that may see the entry; empty: every role the node is granted to */
  meta: z.object({ roles: z.array(z.string()) }),
  keepAlive: z.boolean(),
  enabled: z.boolean(),
  version: z.number(),
});
export type TMenuFields = z.infer<typeof ZMenuFields>;

/** A menu node with its children, sorted by sortOrder then menuId. */
export type TMenuNode = TMenuFields & { children: TMenuNode[] };
export const ZMenuNode: z.ZodType<TMenuNode> = ZMenuFields.extend({
  get children() {
    return z.array(ZMenuNode);
  },
}).meta({ id: 'MenuNode' });
export const ZMenuTree = z.array(ZMenuNode);

/** One row of selectAllMenu (pickers). */
export const ZMenuOption = ZMenuFields.pick({
  menuId: true,
  parentId: true,
  name: true,
  enName: true,
  path: true,
  type: true,
  permission: true,
  enabled: true,
  sortOrder: true,
});
export type TMenuOption = z.infer<typeof ZMenuOption>;

const name = z.string().trim().min(1).max(MENU_NAME_MAX);
const enName = z.string().trim().min(1).max(MENU_EN_NAME_MAX);
const path = z.string().trim().min(1).max(MENU_PATH_MAX).regex(/^\//, 'must start with /');
const nullableText = (max: number) => z.string().trim().max(max).nullable();

/** The editable fields of a node; a button needs a permission, a page a path. */
const menuEditable = {
  parentId: z
    .number()
    .int()
    .min(MENU_ROOT_ID)
    .max(INT4_MAX)
    .refine((v) => v !== 0, 'use -1 for the top level'),
  name,
  enName,
  path: path.nullable(),
  icon: nullableText(MENU_ICON_MAX),
  permission: z
    .string()
    .trim()
    .min(1)
    .max(MENU_PERMISSION_MAX)
    .regex(/^[a-z][a-z0-9_:]*$/, 'lowercase letters, digits, _ and :')
    .nullable(),
  type: ZMenuType,
  sortOrder: z.number().int().min(0).max(1_000_000),
  platformType: ZPlatformType,
  href: z
    .string()
    .trim()
    .max(MENU_HREF_MAX)
    .regex(/^https?:\/\//, 'http or https only')
    .nullable(),
  query: z
    .record(z.string().min(1).max(64), z.string().max(255))
    .refine((q) => Object.keys(q).length <= MENU_QUERY_KEYS_MAX, `at most ${MENU_QUERY_KEYS_MAX} keys`)
    .nullable(),
  group: z.array(path).max(MENU_GROUP_MAX),
  meta: z.object({ roles: z.array(z.string().trim().min(1).max(64)).max(MENU_META_ROLES_MAX) }).strict(),
  keepAlive: z.boolean(),
  enabled: z.boolean(),
};

type ShapeCheck = { type?: 0 | 1; path?: string | null; permission?: string | null };
function checkNodeShape(v: ShapeCheck, ctx: z.RefinementCtx) {
  if (v.type === MENU_TYPE.button && !v.permission) ctx.addIssue({ code: 'custom', path: ['permission'], message: 'a button needs a permission' });
  if (v.type === MENU_TYPE.page && v.permission) ctx.addIssue({ code: 'custom', path: ['permission'], message: 'only buttons carry a permission' });
  if (v.type === MENU_TYPE.page && !v.path) ctx.addIssue({ code: 'custom', path: ['path'], message: 'a page or folder needs a path' });
}

/** Create a node (saveOrUpdate without menuId). */
export const ZMenuCreateRequest = z
  .object({
    parentId: menuEditable.parentId.default(MENU_ROOT_ID),
    name,
    enName,
    path: menuEditable.path.optional(),
    icon: menuEditable.icon.optional(),
    permission: menuEditable.permission.optional(),
    type: ZMenuType.default(0),
    sortOrder: menuEditable.sortOrder.default(0),
    platformType: ZPlatformType.default(1),
    href: menuEditable.href.optional(),
    query: menuEditable.query.optional(),
    group: menuEditable.group.default([]),
    meta: menuEditable.meta.default({ roles: [] }),
    keepAlive: z.boolean().default(true),
    enabled: z.boolean().default(true),
  })
  .strict()
  .superRefine(checkNodeShape);
export type TMenuCreateRequest = z.infer<typeof ZMenuCreateRequest>;

/** Edit a node: menuId and version, then only the fields that change. A stale version answers 1005. */
export const ZMenuEditRequest = z.object(menuEditable).partial().extend({ menuId: ZId, version: ZVersion }).strict();
export type TMenuEditRequest = z.infer<typeof ZMenuEditRequest>;

/**
 * saveOrUpdate: with menuId it edits (version required, as ZMenuEditRequest); without it
 * creates (as ZMenuCreateRequest).
 */
export const ZMenuSaveOrUpdateRequest = z
  .object(menuEditable)
  .partial()
  .extend({ menuId: ZId.optional(), version: ZVersion.optional() })
  .strict()
  .superRefine((v, ctx) => {
    if (v.menuId !== undefined) {
      if (v.version === undefined) ctx.addIssue({ code: 'custom', path: ['version'], message: 'required with menuId' });
      return;
    }
    const { version: _v, menuId: _m, ...rest } = v;
    const r = ZMenuCreateRequest.safeParse(rest);
    if (!r.success) for (const i of r.error.issues) ctx.addIssue({ code: 'custom', path: i.path as (string | number)[], message: i.message });
  });
export type TMenuSaveOrUpdateRequest = z.infer<typeof ZMenuSaveOrUpdateRequest>;

export const ZMenuIdRequest = z.object({ menuId: ZId }).strict();
export type TMenuIdRequest = z.infer<typeof ZMenuIdRequest>;

export const ZMenuStatusRequest = z.object({ menuId: ZId, enabled: z.boolean(), version: ZVersion }).strict();
export type TMenuStatusRequest = z.infer<typeof ZMenuStatusRequest>;

/** getMenu/{id}: -1 is the full tree (platform.md §2). */
export const ZMenuTreeIdParam = z
  .object({
    id: z.coerce
      .number()
      .int()
      .min(MENU_ROOT_ID)
      .max(INT4_MAX)
      .refine((v) => v !== 0, 'a menu id or -1'),
  })
  .strict();

export const ZFindMenuByPathQuery = z.object({ path: z.string().trim().min(1).max(MENU_PATH_MAX) }).strict();

export const ZMenuPageRequest = pageQuery(
  {
    name: z.string().trim().max(MENU_EN_NAME_MAX).optional(),
    path: z.string().trim().max(MENU_PATH_MAX).optional(),
    enabled: z.boolean().optional(),
    type: ZMenuType.optional(),
  },
  ['sortOrder', 'menuId', 'name'] as const,
);
export type TMenuPageRequest = z.infer<typeof ZMenuPageRequest>;
export const ZMenuPageReply = pageResult(ZMenuFields);

export const ZSelectAllMenuRequest = z.object({ type: ZMenuType.optional() }).strict();

/** The body of a POST that takes no parameters: nothing, null or {} (unknown fields → 1001). */
export const ZEmptyRequest = z.object({}).strict().nullish();
