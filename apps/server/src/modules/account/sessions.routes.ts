import { envelope, SIGNED_IN, ZDoneReply, ZEndSessionRequest, ZSessionInfo, ZSessionListRequest } from '@diagops/contracts';
import { z } from 'zod';
import { caller } from '../../platform/http/caller';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { endOwnSession, listOwnSessions } from './my-sessions.service';

/** The caller's own sessions ("my sessions"). */
export async function sessionsRoutes(app: App) {
  const { ctx } = app;
  const platUser = (p: string) => ctx.svcPath('plat-user', p);

  app.post(
    platUser('/session/list'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'List your signed-in sessions (devices)',
        tags: ['account'],
        body: ZSessionListRequest,
        response: { 200: envelope(z.array(ZSessionInfo)) },
      },
    },
    async (req) => ok(req, await listOwnSessions(ctx, caller(req))),
  );

  app.post(
    platUser('/session/end'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'End one of your sessions', tags: ['account'], body: ZEndSessionRequest, response: { 200: ZDoneReply } },
    },
    async (req) => {
      await endOwnSession(ctx, req, caller(req), req.body.sessionId);
      return ok(req, true);
    },
  );
}
