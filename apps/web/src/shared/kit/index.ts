export * from './confirm';
export * from './entity-form';
export * from './export-button';
export { showSaveError } from './form-errors';
export * from './import-dialog';
export * from './kit-api';
export * from './list-page';
export * from './status-tag';
export * from './zod-rules';
