import {
  envelope,
  SIGNED_IN,
  SYSTEM_PERMISSIONS,
  ZAddUserRequest,
  ZDoneReply,
  ZEmptyRequest,
  ZIdParam,
  ZInitUserDeptQuery,
  ZInitUserDeptReply,
  ZSyncDingReply,
  ZSysUser,
  ZUpdateUserBasicInfoRequest,
  ZUpdateUserRequest,
  ZUserListQuery,
  ZUserOption,
  ZUserPageReply,
  ZUserPageRequest,
  ZUserRecord,
} from '@diagops/contracts';
import { z } from 'zod';
import { caller } from '../../platform/http/caller';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { deptDetail } from '../depts';
import { syncDingtalk } from './dingtalk-sync.service';
import * as svc from './user-admin.service';

const P = SYSTEM_PERMISSIONS;
const tags = ['users'];

/** User administration of platform.md §7 "Users" (password calls belong to account security). */
export async function userAdminRoutes(app: App) {
  const { ctx } = app;
  const user = (p: string) => ctx.svcPath('user', `/user${p}`);
  const record = { 200: envelope(ZUserRecord) };

  app.post(
    user('/getUserPage'),
    { config: { permission: P.userView.name }, schema: { summary: 'Page users', tags, body: ZUserPageRequest, response: { 200: envelope(ZUserPageReply) } } },
    async (req) => ok(req, await svc.userPage(ctx.db, caller(req), req.body)),
  );
  app.get(
    user('/getUserList'),
    {
      config: { permission: P.userView.name },
      schema: { summary: 'List users as options', tags, querystring: ZUserListQuery, response: { 200: envelope(z.array(ZUserOption)) } },
    },
    async (req) => ok(req, await svc.userOptions(ctx.db, req.query)),
  );
  app.post(
    user('/addUser'),
    { config: { permission: P.userAdd.name }, schema: { summary: 'Add a user', tags, body: ZAddUserRequest, response: record } },
    async (req) => ok(req, await svc.addUser(ctx, req, req.body)),
  );
  const update = { config: { permission: P.userEdit.name }, schema: { summary: 'Edit a user', tags, body: ZUpdateUserRequest, response: record } };
  app.put(user(''), update, async (req) => ok(req, await svc.updateUser(ctx, req, req.body)));
  app.post(user('/updateUserInfo'), update, async (req) => ok(req, await svc.updateUser(ctx, req, req.body)));
  app.put(
    user('/updateUserBasicInfo'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Edit your own basic information', tags, body: ZUpdateUserBasicInfoRequest, response: { 200: envelope(ZSysUser) } },
    },
    async (req) => ok(req, await svc.updateBasicInfo(ctx, req, req.body)),
  );
  app.delete(
    user('/:id'),
    { config: { permission: P.userDel.name }, schema: { summary: 'Delete a user', tags, params: ZIdParam, response: { 200: ZDoneReply } } },
    async (req) => {
      await svc.deleteUser(ctx, req, req.params.id);
      return ok(req, true);
    },
  );
  app.post(
    user('/syncDingDeptAndUser'),
    {
      config: { permission: P.userSync.name },
      schema: {
        summary: 'Import departments and users from DingTalk',
        tags,
        description: 'Imports departments and users from DingTalk.',
        body: ZEmptyRequest,
        response: { 200: envelope(ZSyncDingReply) },
      },
    },
    async (req) => ok(req, await syncDingtalk(ctx, req)),
  );
  // a users list under the department screen's path (platform.md §7 "Departments")
  app.get(
    ctx.svcPath('user', '/platDept/initUserDept'),
    {
      config: { permission: P.userView.name },
      schema: {
        summary: 'Page the users of a department and its sub-departments',
        tags: ['depts'],
        querystring: ZInitUserDeptQuery,
        response: { 200: envelope(ZInitUserDeptReply) },
      },
    },
    async (req) => {
      const { deptId, current, size } = req.query;
      await deptDetail(ctx.db, deptId); // 1002 for a missing department
      return ok(req, await svc.userPage(ctx.db, caller(req), { deptId, current, size: size as 10 | 20 | 50 | 100 }));
    },
  );
}
