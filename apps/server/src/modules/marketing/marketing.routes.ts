import {
  ACTIVITY_PERMISSION,
  AD_IMAGE_AREA,
  AD_IMAGE_MAX_MB,
  ADVERT_PERMISSION,
  envelope,
  ZActivityCalendarItem,
  ZActivityCalendarQuery,
  ZActivityStats,
  ZActivityStatsQuery,
} from '@diagops/contracts';
import { z } from 'zod';
import { ok } from '../../platform/http/reply';
import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { declareFileArea } from '../files';
import { activityCalendar, activityService, activityStats } from './activities.service';
import { advertService } from './adverts.service';
import { brushConfigService, brushIntroService } from './brush.service';
import { marketingAppRoutes } from './marketing.app-routes';
import { sceneService } from './scenes.service';

const tags = ['marketing'];

/** /{svc}-marketing/…: ads, brush-hiding, activities (with their calendar and statistics), scenes; and the app's calls. */
export async function marketingRoutes(app: App) {
  const { ctx } = app;
  // ad images: png, jpg or webp judged by their content, 2 MB at most (the files area's codes beyond)
  declareFileArea({
    area: AD_IMAGE_AREA,
    types: ['png', 'jpg', 'webp'],
    maxBytes: AD_IMAGE_MAX_MB * 1024 * 1024,
    uploadPermission: ADVERT_PERMISSION.add,
    viewPermission: ADVERT_PERMISSION.view,
  });
  // the export jobs' routes of the service once, with the first declaration
  for (const svc of [advertService, brushConfigService, brushIntroService, activityService, sceneService])
    await resourceRoutes(app, svc as never, { tags, jobRoutes: svc === advertService });

  app.get(
    ctx.svcPath('marketing', '/activity/calendar'),
    {
      config: { permission: ACTIVITY_PERMISSION.view },
      schema: {
        summary: 'List the activities overlapping a month (UTC), for the calendar',
        tags,
        querystring: ZActivityCalendarQuery,
        response: { 200: envelope(z.array(ZActivityCalendarItem)) },
      },
    },
    async (req) => ok(req, await activityCalendar(ctx, req.query.month)),
  );
  app.get(
    ctx.svcPath('marketing', '/activity/statistics'),
    {
      config: { permission: ACTIVITY_PERMISSION.view, errors: [1002] },
      schema: {
        summary: 'Get the customers an activity reached and who joined it, in all and per day',
        tags,
        querystring: ZActivityStatsQuery,
        response: { 200: envelope(ZActivityStats) },
      },
    },
    async (req) => ok(req, await activityStats(ctx, req.query.id)),
  );
  await marketingAppRoutes(app);
}
