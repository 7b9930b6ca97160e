import { algorithmRunResource, blacklistResource, gatewayQueryResource, obfcmReportResource } from '@diagops/contracts';
import { ResourceListPage } from '../../../shared/kit/resource';

/** /logManage/gatewayQuery/list (and its detail route): the devices' gateway unlock queries, granted or refused. */
export function GatewayQueryPage() {
  return <ResourceListPage def={gatewayQueryResource} />;
}

/** /logManage/onLineAlgorithm/list (and its detail route): the seed / key runs devices asked for. */
export function AlgorithmRunPage() {
  return <ResourceListPage def={algorithmRunResource} />;
}

/** /logManage/gatewayBlackList/list: devices and addresses the device API refuses; added and removed with a reason. */
export function BlacklistPage() {
  return <ResourceListPage def={blacklistResource} />;
}

/** /logManage/OBFCMReportRecord/list (and its detail route): vehicles' fuel-consumption readings as devices reported them. */
export function ObfcmReportPage() {
  return <ResourceListPage def={obfcmReportResource} />;
}
