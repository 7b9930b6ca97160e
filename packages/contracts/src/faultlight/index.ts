export * from './faultlight-folder';
export * from './faultlight-permissions';
export * from './icons';
export * from './icons-names';
