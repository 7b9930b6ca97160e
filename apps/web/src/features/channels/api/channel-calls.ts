import type { TChannel, TChannelStateRequest, TSaveChannelRequest, TUpdateChannelRequest } from '@diagops/contracts';
import { svcPath } from '../../../shared/config/app-config';
import { fetchPage, postJson } from '../../../shared/kit/kit-api';

const channel = (p: string) => svcPath('product', `/channel${p}`);

/** POST /{svc}-product/channel/page */
export const getChannelPage = (q: Record<string, unknown>) => fetchPage<TChannel>(channel('/page'), q);
export const saveChannel = (b: TSaveChannelRequest) => postJson<TChannel>(channel('/save'), b);
export const updateChannel = (b: TUpdateChannelRequest) => postJson<TChannel>(channel('/update'), b);
export const enableChannel = (b: TChannelStateRequest) => postJson<TChannel>(channel('/enable'), b);
export const disableChannel = (b: TChannelStateRequest) => postJson<TChannel>(channel('/disable'), b);

/** The query the SKU screens read the enabled channels from (dictionary getChannelList); changes here refresh it. */
export const CHANNEL_OPTIONS_KEY = ['dic', 'channels'] as const;
