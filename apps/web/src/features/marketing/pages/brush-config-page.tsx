import { brushConfigResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /brushHidingConfig/list: which software (on which model) hides its re-flashing entry, with dialogs. */
export default function BrushConfigPage() {
  return <ResourceListPage def={brushConfigResource} />;
}
