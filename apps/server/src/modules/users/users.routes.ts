import { envelope, SIGNED_IN, ZUserInfo } from '@diagops/contracts';
import { caller } from '../../platform/http/caller';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { installMembersCheck } from '../depts';
import { registerEditingPresence } from './editing-presence';
import { hasUsersInDepts } from './user-admin.repository';
import { getUserInfo } from './users.service';

export async function usersRoutes(app: App) {
  const { ctx } = app;
  installMembersCheck(hasUsersInDepts);
  registerEditingPresence();
  const user = (p: string) => ctx.svcPath('user', p);

  app.get(
    user('/user/getUserInfo'),
    {
      config: { permission: SIGNED_IN, allowExpired: true },
      schema: { summary: 'Get your user, roles and permissions', tags: ['users'], response: { 200: envelope(ZUserInfo) } },
    },
    async (req) => {
      const me = caller(req);
      return ok(req, await getUserInfo(ctx.db, me.userId, me));
    },
  );
}
