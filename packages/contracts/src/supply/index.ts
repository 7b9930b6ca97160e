// The supply area's contracts (decision 0030): each object's file is exported here.
export * from './accounts';
export * from './suppliers';
export * from './supply-names';
export * from './warehouses';
