import { assetResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { OverdueCell } from '../components/overdue-cell';

/** /assets/assetsList (and /assets/add, /assets/edit/{id}, /assets/detail/{id}): everything comes from the declaration. */
export default function AssetListPage() {
  return <ResourceListPage def={assetResource} cells={{ overdue: (row) => <OverdueCell row={row} /> }} />;
}
