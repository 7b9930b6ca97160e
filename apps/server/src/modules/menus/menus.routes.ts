import {
  envelope,
  SIGNED_IN,
  SYSTEM_PERMISSIONS,
  ZDoneReply,
  ZEmptyRequest,
  ZFindMenuByPathQuery,
  ZMenuCreateRequest,
  ZMenuEditRequest,
  ZMenuFields,
  ZMenuIdRequest,
  ZMenuOption,
  ZMenuPageReply,
  ZMenuPageRequest,
  ZMenuSaveOrUpdateRequest,
  ZMenuStatusRequest,
  ZMenuTree,
  ZMenuTreeIdParam,
  ZSelectAllMenuRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { caller } from '../../platform/http/caller';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './menus.service';

const P = SYSTEM_PERMISSIONS;
const tags = ['menus'];

/** Menu calls of platform.md §7, under /{svc}-user/menu/ (POST unless stated). */
export async function menusRoutes(app: App) {
  const { ctx } = app;
  const menu = (p: string) => ctx.svcPath('user', `/menu${p}`);
  const tree = { 200: envelope(ZMenuTree) };
  const node = { 200: envelope(ZMenuFields) };

  app.get(
    menu('/findMenuByPath'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Find your menu node for a route path', tags, querystring: ZFindMenuByPathQuery, response: { 200: envelope(ZMenuFields.nullable()) } },
    },
    async (req) => ok(req, await svc.findMenuByPath(ctx.db, caller(req), req.query.path)),
  );
  app.post(
    menu('/getMainMenu'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Get your menu tree', tags, description: "The caller's menu tree (pages and folders).", body: ZEmptyRequest, response: tree },
    },
    async (req) => ok(req, await svc.userMenuTree(ctx.db, caller(req))),
  );
  app.post(
    menu('/getMenu/:id'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Get the sub-menus of one of your menu nodes',
        tags,
        description: "Sub-menus of a node of the caller's menu; -1 is the whole menu.",
        params: ZMenuTreeIdParam,
        body: ZEmptyRequest,
        response: tree,
      },
    },
    async (req) => ok(req, await svc.userSubMenu(ctx.db, caller(req), req.params.id)),
  );
  app.post(
    menu('/getMenuAll'),
    {
      config: { permission: P.menuView.name },
      schema: {
        summary: 'Get the whole menu tree (administration)',
        tags,
        description: 'Every node, buttons and disabled ones included.',
        body: ZEmptyRequest,
        response: tree,
      },
    },
    async (req) => ok(req, await svc.fullMenuTree(ctx.db)),
  );
  app.post(
    menu('/getAllLevel'),
    {
      config: { permission: P.roleView.name },
      schema: {
        summary: 'Get every menu level for the role permission editor',
        tags,
        description: 'Every node of every level, for the role permission editor.',
        body: ZEmptyRequest,
        response: tree,
      },
    },
    async (req) => ok(req, await svc.fullMenuTree(ctx.db)),
  );
  app.post(
    menu('/page'),
    {
      config: { permission: P.menuView.name },
      schema: { summary: 'Page menu nodes', tags, body: ZMenuPageRequest, response: { 200: envelope(ZMenuPageReply) } },
    },
    async (req) => ok(req, await svc.menuPage(ctx.db, req.body)),
  );
  app.post(
    menu('/selectAllMenu'),
    {
      config: { permission: P.menuView.name },
      schema: {
        summary: 'List menu nodes as options for a picker',
        tags,
        body: ZSelectAllMenuRequest.nullish(),
        response: { 200: envelope(z.array(ZMenuOption)) },
      },
    },
    async (req) => ok(req, await svc.menuOptions(ctx.db, req.body?.type)),
  );
  app.post(
    menu('/detail'),
    { config: { permission: P.menuView.name }, schema: { summary: 'Get a menu node', tags, body: ZMenuIdRequest, response: node } },
    async (req) => ok(req, await svc.menuDetail(ctx.db, req.body.menuId)),
  );
  app.post(
    menu('/updateStatus'),
    { config: { permission: P.menuEdit.name }, schema: { summary: 'Enable or disable a menu node', tags, body: ZMenuStatusRequest, response: node } },
    async (req) => ok(req, await svc.setMenuStatus(ctx.db, req, req.body)),
  );
  app.post(
    menu('/edit'),
    { config: { permission: P.menuEdit.name }, schema: { summary: 'Edit a menu node', tags, body: ZMenuEditRequest, response: node } },
    async (req) => ok(req, await svc.editMenu(ctx.db, req, req.body)),
  );
  app.post(
    menu('/saveOrUpdate'),
    {
      config: { permission: P.menuAdd.name },
      schema: {
        summary: 'Add a menu node, or edit one with its version',
        tags,
        description: 'Creates a node (sys_menu_add); with menuId and version it edits (also needs sys_menu_edit).',
        body: ZMenuSaveOrUpdateRequest,
        response: node,
      },
    },
    async (req) => {
      const b = req.body;
      if (b.menuId !== undefined) {
        svc.requirePermission(caller(req), P.menuEdit.name);
        return ok(req, await svc.editMenu(ctx.db, req, ZMenuEditRequest.parse(b)));
      }
      return ok(req, await svc.createMenu(ctx.db, req, ZMenuCreateRequest.parse(b)));
    },
  );
  app.post(
    menu('/delete'),
    { config: { permission: P.menuDel.name }, schema: { summary: 'Delete a menu node', tags, body: ZMenuIdRequest, response: { 200: ZDoneReply } } },
    async (req) => {
      await svc.deleteMenuNode(ctx.db, req, req.body.menuId);
      return ok(req, true);
    },
  );
}
