export * from './repair-data';
export * from './repair-data-names';
export * from './repair-folder';
export * from './repair-permissions';
