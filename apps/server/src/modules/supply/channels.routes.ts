import type { App } from '../../platform/http/types';
import { resourceRoutes } from '../../platform/kit/resource-routes';
import { channelService } from './channels.service';

/** /{svc}-product/channel/… : the sales channels platform SKUs are listed on (/supply/channel), generated from the declaration. */
export async function channelsRoutes(app: App) {
  await resourceRoutes(app, channelService, { tags: ['channels'] });
}
