export * from './catalogue';
export * from './field-messages';
