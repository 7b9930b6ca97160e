import { ACTIVITY_STATISTICS_ROUTE, activityResource } from '@diagops/contracts';
import { Link } from 'react-router';
import { ResourceListPage } from '../../../shared/kit/resource';

/**
 * /activitiesManagement/userActivities/list (add, edit/{id}/{type}, detail/{id}/{type}); the joined count opens the statistics.
 * An ended activity shows no edit button (the server refuses its edit: 102052).
 */
export default function ActivityPage() {
  return (
    <ResourceListPage
      def={activityResource}
      canEdit={(row) => row.phase !== 'ended'}
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
