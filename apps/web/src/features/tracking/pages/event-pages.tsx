import { publicEventResource, trackingEventResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { propertiesOverride } from '../components/properties-control';

const startsEmpty = () => ({ properties: [], enforcement: 'warn' });

/** /buryingPoint/customEvents/list (and add/{id?}, edit/{id}, detail/{id}): one app's events and their property schema. */
export function CustomEventsPage() {
  return <ResourceListPage def={trackingEventResource} fields={{ properties: propertiesOverride(trackingEventResource) }} initialValues={startsEmpty} />;
}

/** /buryingPoint/publicEvent/list (and detail/{id?}): the events every app may send. */
export function PublicEventsPage() {
  return <ResourceListPage def={publicEventResource} fields={{ properties: propertiesOverride(publicEventResource) }} initialValues={startsEmpty} />;
}
