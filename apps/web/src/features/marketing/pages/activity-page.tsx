import { ACTIVITY_STATISTICS_ROUTE, activityResource } from '@diagops/contracts';
import { Link } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /activitiesManagement/userActivities/list (add, edit/{id}/{type}, detail/{id}/{type}); the joined count opens the statistics. */
export default function ActivityPage() {
  return (
    <ResourceListPage
      def={activityResource}
      cells={{
        joined: (row) => (
          <Link to={`${ACTIVITY_STATISTICS_ROUTE}?id=${row.id}`} data-testid={`activity-stats-${row.id}`}>
            {String(row.joined ?? 0)}
          </Link>
        ),
      }}
    />
  );
}
