import { configDocResource } from '@diagops/contracts';
import { resourceService } from '../../platform/kit/resource-service';
import { dealerConfigDocs } from './dealers.tables';

/** Configuration instructions (/dealerManagement/configurationDescription): generated from the declaration, nothing special. */
export const configDocService = resourceService(configDocResource, { table: dealerConfigDocs });
