import { channelResource } from '@diagops/contracts';
import { resourceService } from '../../platform/kit/resource-service';
import { channels } from './supply.tables';

/**
 * Sales channels (/supply/channel): generated from the declaration. Enable and disable are its
 * transitions over the `enabled` column (enabling an enabled channel answers 1017); an empty
 * site is stored as none, and a save or edit without one clears it.
 */
export const channelService = resourceService(channelResource, {
  table: channels,
  rules: { beforeSave: (_tx, _req, values) => ({ ...values, site: values.site || null }) },
});
