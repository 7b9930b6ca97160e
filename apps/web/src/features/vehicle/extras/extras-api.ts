import { svcPath } from '../../../shared/config/app-config';
import { getJson } from '../../../shared/kit/kit-api';

export type Choice = { value: string | number; label: string };

export const adasBasicChoices = (kind: 'systemType' | 'calibrationType') => getJson<Choice[]>(svcPath('vehicle', '/adasBasic/options'), { kind });
export const topologyModules = () => getJson<Array<Choice & { category: string }>>(svcPath('vehicle', '/topologyBasic/options'));
export const manualProductModels = () => getJson<Choice[]>(svcPath('vehicle', '/operationManual/productModels'));
