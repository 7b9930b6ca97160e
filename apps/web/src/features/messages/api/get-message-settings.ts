import type { TMessageSettings } from '@diagops/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';

export const MESSAGE_SETTINGS_KEY = ['messages', 'settings'] as const;

/** GET /{svc}-user/message/settings: the guide-image limit per channel (MB); the spec's defaults until saved. */
export const getMessageSettings = () => getJson<TMessageSettings>(svcPath('user', '/message/settings'));
export const messageSettingsQuery = () => queryOptions({ queryKey: MESSAGE_SETTINGS_KEY, queryFn: getMessageSettings });
export const useMessageSettings = () => useQuery(messageSettingsQuery());
