import { vinRuleResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';
import { VinAnalysePanel } from './vin-analyse-panel';
import { VinBatchButton } from './vin-batch-button';
import { useVinItemFields } from './vin-item-field';

/** /simple/vinAnalysisData/list: "Analyse a VIN" above the rules that say what our data makes of a VIN. */
export default function VinAnalysisPage() {
  return (
    <>
      <VinAnalysePanel />
      <ResourceListPage def={vinRuleResource} fields={useVinItemFields(vinRuleResource)} toolbar={[<VinBatchButton key="batch" />]} />
    </>
  );
}
