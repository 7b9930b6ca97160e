// The approvals area's contracts (decision 0030): each object's file is exported here.
export * from './approval-names';
export * from './approvals';
