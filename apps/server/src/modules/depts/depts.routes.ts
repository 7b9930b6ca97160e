import {
  envelope,
  SYSTEM_PERMISSIONS,
  ZDeptDetail,
  ZDeptDoApiReply,
  ZDeptDoApiRequest,
  ZDeptEditRequest,
  ZDeptIdQuery,
  ZDeptInsertRequest,
  ZDeptQueryRequest,
  ZDeptTree,
  ZDoneReply,
  ZIdParam,
  ZUserRoleRef,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './depts.service';

const P = SYSTEM_PERMISSIONS;
const tags = ['depts'];

/** Department calls of platform.md §7, under /{svc}-user/platDept/. */
export async function deptsRoutes(app: App) {
  const { ctx } = app;
  const dept = (p: string) => ctx.svcPath('user', `/platDept${p}`);
  const detail = { 200: envelope(ZDeptDetail) };

  app.post(
    dept('/query'),
    {
      config: { permission: P.deptView.name },
      schema: { summary: 'List departments as a tree', tags, body: ZDeptQueryRequest.nullish(), response: { 200: envelope(ZDeptTree) } },
    },
    async (req) => ok(req, await svc.deptTree(ctx.db, req.body?.name)),
  );
  app.post(
    dept('/insert'),
    { config: { permission: P.deptAdd.name }, schema: { summary: 'Add a department', tags, body: ZDeptInsertRequest, response: detail } },
    async (req) => ok(req, await svc.createDept(ctx.db, req, req.body)),
  );
  app.post(
    dept('/edit'),
    { config: { permission: P.deptEdit.name }, schema: { summary: 'Edit a department', tags, body: ZDeptEditRequest, response: detail } },
    async (req) => ok(req, await svc.editDept(ctx.db, req, req.body)),
  );
  app.post(
    dept('/doApi'),
    {
      config: { permission: P.deptEdit.name },
      schema: {
        summary: 'Apply a batch action to departments (sort)',
        tags,
        description: 'Batch department actions: {action: "sort", items: [{deptId, sortOrder}]}.',
        body: ZDeptDoApiRequest,
        response: { 200: envelope(ZDeptDoApiReply) },
      },
    },
    async (req) => ok(req, await svc.deptAction(ctx.db, req, req.body)),
  );
  app.get(
    dept('/delDept'),
    { config: { permission: P.deptDel.name }, schema: { summary: 'Delete a department', tags, querystring: ZDeptIdQuery, response: { 200: ZDoneReply } } },
    async (req) => {
      await svc.deleteDept(ctx.db, req, req.query.deptId);
      return ok(req, true);
    },
  );
  app.get(
    dept('/getApi/:id'),
    { config: { permission: P.deptView.name }, schema: { summary: 'Get a department', tags, params: ZIdParam, response: detail } },
    async (req) => ok(req, await svc.deptDetail(ctx.db, req.params.id)),
  );
  app.get(
    dept('/queryRoleByDept/:id'),
    {
      config: { permission: P.deptView.name },
      schema: { summary: "List a department's default roles", tags, params: ZIdParam, response: { 200: envelope(z.array(ZUserRoleRef)) } },
    },
    async (req) => ok(req, await svc.deptDefaultRoles(ctx.db, req.params.id)),
  );
}
