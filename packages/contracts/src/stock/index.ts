// The stock area's contracts (decision 0030): each object's file is exported here.

export * from './first-leg';
export * from './ledger';
export * from './outsourcing';
export * from './purchasing';
export * from './shipments';
export * from './special-stock';
export * from './trace';
export * from './transfer-names';
export * from './transfers';
