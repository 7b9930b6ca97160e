import { brushIntroResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /brushHidingIntroduction/list, addOrEdit (?id= to edit) and detail?id=: the bilingual texts the app shows. */
export default function BrushIntroPage() {
  return <ResourceListPage def={brushIntroResource} />;
}
