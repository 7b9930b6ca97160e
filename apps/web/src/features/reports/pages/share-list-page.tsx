import { reportShareResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { Typography } from '../../../shared/ui/typography';

/** /userDetectionReport/userShareManage: who shared which report and when, the link and its expiry; staff revoke a link. */
export default function ShareListPage() {
  return (
    <ResourceListPage
      def={reportShareResource}
      cells={{ link: (row) => <Typography.Text copyable={{ text: `${window.location.origin}${row.link}` }}>{String(row.link)}</Typography.Text> }}
    />
  );
}
