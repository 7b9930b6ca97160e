import { envelope, LOAN_PERMISSIONS, ZKeyword } from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { assetService, lendableAssets, loanService } from './assets.service';

/** /{svc}-asset/asset/… and /{svc}-asset/loan/…: both generated from their declarations, plus the borrowing form's asset lookup. */
export async function assetsRoutes(app: App) {
  await resourceRoutes(app, assetService, { tags: ['assets'] });
  await resourceRoutes(app, loanService, { tags: ['assets'], jobRoutes: false });
  app.get(
    app.ctx.svcPath('asset', '/asset/lendable'),
    {
      config: { permission: LOAN_PERMISSIONS.add!.name },
      schema: {
        summary: 'List the assets in stock that can be lent (by code or name prefix)',
        tags: ['assets'],
        querystring: z.object({ keyword: ZKeyword.optional() }).strict(),
        response: { 200: envelope(z.array(z.object({ id: z.number(), code: z.string(), name: z.string() }))) },
      },
    },
    async (req) => ok(req, await lendableAssets(app.ctx, req.query.keyword)),
  );
}
