import {
  envelope,
  SYSTEM_PERMISSIONS,
  ZDoneReply,
  ZEmptyRequest,
  ZIdParam,
  ZRoleIdRequest,
  ZRoleMenusReply,
  ZRoleOption,
  ZRolePageReply,
  ZRolePageRequest,
  ZRoleRecord,
  ZRoleSaveRequest,
  ZRoleUpdateRequest,
  ZSaveRoleMenusRequest,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './roles.service';

const P = SYSTEM_PERMISSIONS;
const tags = ['roles'];

/** Roles ("posts" in the console, /user/roleList), under /{svc}-user/role/ in the project's API style. */
export async function rolesRoutes(app: App) {
  const { ctx } = app;
  const role = (p: string) => ctx.svcPath('user', `/role${p}`);
  const record = { 200: envelope(ZRoleRecord) };

  app.post(
    role('/page'),
    { config: { permission: P.roleView.name }, schema: { summary: 'Page roles', tags, body: ZRolePageRequest, response: { 200: envelope(ZRolePageReply) } } },
    async (req) => ok(req, await svc.rolePage(ctx.db, req.body)),
  );
  app.post(
    role('/list'),
    {
      config: { permission: P.roleView.name },
      schema: { summary: 'List roles as options', tags, body: ZEmptyRequest, response: { 200: envelope(z.array(ZRoleOption)) } },
    },
    async (req) => ok(req, await svc.roleOptions(ctx.db)),
  );
  app.get(
    role('/detail/:id'),
    { config: { permission: P.roleView.name }, schema: { summary: 'Get a role', tags, params: ZIdParam, response: record } },
    async (req) => ok(req, await svc.roleDetail(ctx.db, req.params.id)),
  );
  app.post(
    role('/save'),
    { config: { permission: P.roleAdd.name }, schema: { summary: 'Add a role', tags, body: ZRoleSaveRequest, response: record } },
    async (req) => ok(req, await svc.createRole(ctx.db, req, req.body)),
  );
  app.post(
    role('/update'),
    { config: { permission: P.roleEdit.name }, schema: { summary: 'Edit a role', tags, body: ZRoleUpdateRequest, response: record } },
    async (req) => ok(req, await svc.updateRole(ctx.db, req, req.body)),
  );
  app.post(
    role('/delete'),
    {
      config: { permission: P.roleDel.name },
      schema: {
        summary: 'Delete a role',
        tags,
        description: 'Refused while users hold the role (1015); ROLE_ADMIN never (1000).',
        body: ZRoleIdRequest,
        response: { 200: ZDoneReply },
      },
    },
    async (req) => {
      await svc.deleteRole(ctx.db, req, req.body.roleId);
      return ok(req, true);
    },
  );
  app.get(
    role('/getRoleMenus/:id'),
    {
      config: { permission: P.roleView.name },
      schema: { summary: 'Get the menu nodes and permissions a role grants', tags, params: ZIdParam, response: { 200: envelope(ZRoleMenusReply) } },
    },
    async (req) => ok(req, await svc.roleMenus(ctx.db, req.params.id)),
  );
  app.post(
    role('/saveRoleMenus'),
    {
      config: { permission: P.rolePerm.name },
      schema: { summary: 'Set the menu nodes and permissions a role grants', tags, body: ZSaveRoleMenusRequest, response: { 200: envelope(ZRoleMenusReply) } },
    },
    async (req) => ok(req, await svc.saveRoleMenus(ctx.db, req, req.body)),
  );
}
