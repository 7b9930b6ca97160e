import type { TMessageSettings, TSaveMessageSettingsRequest } from '@diagops/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { svcPath } from '../../../shared/config/app-config';
import { postJson } from '../../../shared/kit/kit-api';
import { MESSAGE_SETTINGS_KEY } from './get-message-settings';

/** POST /{svc}-user/message/settings/save at the version shown (1005 when someone saved in between). */
export const saveMessageSettings = (b: TSaveMessageSettingsRequest) => postJson<TMessageSettings>(svcPath('user', '/message/settings/save'), b);

export function useSaveMessageSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveMessageSettings,
    onSuccess: (saved) => client.setQueryData(MESSAGE_SETTINGS_KEY, saved),
  });
}
