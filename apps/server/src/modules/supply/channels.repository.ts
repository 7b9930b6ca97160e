import { channelService } from './channels.service';

/** The channel list's filters and sorts (the declaration's generated page). */
export const channelPage = channelService.page;
