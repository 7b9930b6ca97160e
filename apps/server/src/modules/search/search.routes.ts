import { envelope, SIGNED_IN, ZSearchQuery, ZSearchResult } from '@diagops/contracts';
import type { AppContext } from '../../platform/context';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { registerSearchSource } from '../../platform/search/search-sources';
import { configPackSearch } from '../config';
import { customerSearch } from '../customers';
import { dealerSearch } from '../dealers';
import { deviceOwnersBySn, deviceSearch } from '../devices';
import { feedbackSearch } from '../feedback';
import { knowledgeSearch } from '../knowledge';
import { orderSearch } from '../mall';
import { softwareSearch } from '../software';
import { search } from './search.service';

/** Every area's source on this app's context (the route's, and a bench's that calls the service directly). */
export function registerSearchSources(ctx: AppContext) {
  for (const source of [
    deviceSearch(ctx),
    customerSearch(ctx, deviceOwnersBySn(ctx)),
    feedbackSearch(ctx),
    dealerSearch(ctx),
    orderSearch(ctx, deviceOwnersBySn(ctx)),
    configPackSearch(ctx),
    softwareSearch(ctx),
    knowledgeSearch(ctx),
  ])
    registerSearchSource(ctx, source);
}

/**
 * POST /{svc}-user/search (issue 37): the console's one search box. Each area offers its source
 * through its front door; only the sources whose list the caller may open answer.
 */
export async function searchRoutes(app: App) {
  const { ctx } = app;
  registerSearchSources(ctx);

  app.post(
    ctx.svcPath('user', '/search'),
    {
      config: { permission: SIGNED_IN },
      schema: {
        summary: 'Search devices, customers, feedback, dealers, software codes and knowledge at once',
        tags: ['search'],
        body: ZSearchQuery,
        response: { 200: envelope(ZSearchResult) },
      },
    },
    async (req) => ok(req, await search(ctx, req, req.body)),
  );
}
