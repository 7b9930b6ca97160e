export * from './ai-models';
export * from './ai-names';
export * from './ai-permissions';
export * from './ask-settings';
