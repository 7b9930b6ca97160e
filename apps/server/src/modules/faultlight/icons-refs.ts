import { registerVehicleItemRefs } from '../vehicle';
import { faultLightDetails } from './icons.tables';

let registered = false;
/** Disabling a brand or model a fault-light detail names answers 102048; a merge repoints the details. */
export function registerFaultLightVehicleRefs(): void {
  if (registered) return;
  registered = true;
  registerVehicleItemRefs({ table: faultLightDetails, brand: faultLightDetails.brandId, model: faultLightDetails.modelId });
}
