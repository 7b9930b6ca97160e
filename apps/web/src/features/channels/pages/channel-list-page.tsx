import { channelResource } from '@diagops/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { ResourceListPage } from '../../../shared/kit/resource';
import { CHANNEL_OPTIONS_KEY } from '../api/channel-calls';

/** /supply/channel — the sales channels platform SKUs are listed on: search, add, edit, detail, enable, disable. */
export default function ChannelListPage() {
  const queryClient = useQueryClient();
  return (
    <ResourceListPage
      def={channelResource}
      id="channels"
      titleKeys={{ add: 'channels.addTitle', edit: 'channels.editTitle', detail: 'channels.detailTitle' }}
      initialValues={() => ({ platform: 'amazon' })}
      // the SKU screens offer the enabled channels
      onChanged={() => void queryClient.invalidateQueries({ queryKey: CHANNEL_OPTIONS_KEY })}
    />
  );
}
