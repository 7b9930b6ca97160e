export * from './finance';
export * from './finance-names';
