import { resourcePermissions } from '../kit/resource';
import type { PermissionDef } from '../permissions/registry';
import { aiBudgetResource, aiModelResource } from './ai-models';
import { aiAskResource } from './ask-settings';

/** The grant tree's buttons of the AI settings. */
export const AI_ALL_PERMISSIONS: PermissionDef[] = [aiModelResource, aiBudgetResource, aiAskResource].flatMap((d) => Object.values(resourcePermissions(d)));
