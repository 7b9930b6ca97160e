// The stock area's contracts (decision 0030): each object's file is exported here.
export * from './special-stock';
export * from './transfer-names';
export * from './transfers';
export * from './first-leg';
export * from './outsourcing';
export * from './shipments';
export * from './trace';
export * from './ledger';
export * from './purchasing';
export {};
