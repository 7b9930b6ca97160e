import {
  envelope,
  CHANNEL_PERMISSIONS as P,
  ZChannel,
  ZChannelPage,
  ZChannelPageQuery,
  ZChannelStateRequest,
  ZIdParam,
  ZSaveChannelRequest,
  ZUpdateChannelRequest,
} from '@diagops/contracts';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import * as svc from './channels.service';

const tags = ['channels'];

/** /{svc}-product/channel/… : the sales channels platform SKUs are listed on (/supply/channel). */
export async function channelsRoutes(app: App) {
  const { ctx } = app;
  const channel = (p: string) => ctx.svcPath('product', `/channel${p}`);
  const one = { 200: envelope(ZChannel) };

  app.post(
    channel('/page'),
    {
      config: { permission: P.channelView.name },
      schema: { summary: 'Page the sales channels', tags, body: ZChannelPageQuery, response: { 200: envelope(ZChannelPage) } },
    },
    async (req) => ok(req, await svc.getChannelPage(ctx, req.body)),
  );
  app.get(
    channel('/detail/:id'),
    { config: { permission: P.channelView.name }, schema: { summary: 'Get a sales channel', tags, params: ZIdParam, response: one } },
    async (req) => ok(req, await svc.getChannel(ctx, req.params.id)),
  );
  app.post(
    channel('/save'),
    { config: { permission: P.channelAdd.name }, schema: { summary: 'Add a sales channel', tags, body: ZSaveChannelRequest, response: one } },
    async (req) => ok(req, await svc.saveChannel(ctx, req, req.body)),
  );
  app.post(
    channel('/update'),
    {
      config: { permission: P.channelEdit.name },
      schema: { summary: 'Edit a sales channel (with its version)', tags, body: ZUpdateChannelRequest, response: one },
    },
    async (req) => ok(req, await svc.updateChannel(ctx, req, req.body)),
  );
  const state = (enabled: boolean) => ({
    config: { permission: P.channelStatus.name },
    schema: {
      summary: enabled ? 'Enable a sales channel' : 'Disable a sales channel',
      tags,
      description: enabled ? 'Enables a disabled channel (1017 otherwise).' : 'Disables an enabled channel (1017 otherwise).',
      body: ZChannelStateRequest,
      response: one,
    },
  });
  app.post(channel('/enable'), state(true), async (req) => ok(req, await svc.setChannelEnabled(ctx, req, req.body, true)));
  app.post(channel('/disable'), state(false), async (req) => ok(req, await svc.setChannelEnabled(ctx, req, req.body, false)));
}
