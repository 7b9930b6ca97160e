import {
  envelope,
  PUBLIC,
  SIGNED_IN,
  ZTerminal,
  ZTerminalHeartbeatReply,
  ZTerminalHeartbeatRequest,
  ZTerminalPage,
  ZTerminalPageQuery,
  ZTerminalSecretReply,
  ZTerminalStateRequest,
} from '@diagops/contracts';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './terminals.service';

const tags = ['terminals'];

/**
 * Staff: /{svc}-user/terminal/page, enable, disable, issueSecret (each app's own view / edit permission,
 * checked in the service because the app is in the body); devices: /{svc}-app/terminal/heartbeat.
 */
export async function terminalsRoutes(app: App) {
  const { ctx } = app;
  const u = (p: string) => ctx.svcPath('user', `/terminal${p}`);
  app.post(
    u('/page'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: "Page one app's registered terminals", tags, body: ZTerminalPageQuery, response: { 200: envelope(ZTerminalPage) } },
    },
    async (req) => ok(req, await svc.getTerminalPage(ctx, req, req.body)),
  );
  app.post(
    u('/enable'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Enable a terminal and issue it a new secret, answered this once',
        tags,
        body: ZTerminalStateRequest,
        response: { 200: envelope(ZTerminalSecretReply) },
      },
    },
    async (req) => ok(req, await svc.issueTerminalSecret(ctx, req, req.body, { enable: true })),
  );
  app.post(
    u('/disable'),
    {
      config: { permission: SIGNED_IN },
      schema: { summary: 'Disable a terminal (its calls are refused)', tags, body: ZTerminalStateRequest, response: { 200: envelope(ZTerminal) } },
    },
    async (req) => ok(req, await svc.disableTerminal(ctx, req, req.body)),
  );
  app.post(
    u('/issueSecret'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Issue a terminal a new secret (the old one stops working), answered this once',
        tags,
        body: ZTerminalStateRequest,
        response: { 200: envelope(ZTerminalSecretReply) },
      },
    },
    async (req) => ok(req, await svc.issueTerminalSecret(ctx, req, req.body, { enable: false })),
  );
  app.post(
    ctx.svcPath('app', '/terminal/heartbeat'),
    {
      config: { permission: PUBLIC, errors: [15602, 1011] },
      schema: {
        summary: 'Register a terminal or report it alive (header X-App-Key; X-Terminal-Secret once issued one)',
        tags,
        body: ZTerminalHeartbeatRequest,
        response: { 200: envelope(ZTerminalHeartbeatReply) },
      },
    },
    async (req) => ok(req, await svc.heartbeat(ctx, req, req.body)),
  );
}
