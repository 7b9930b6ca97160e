export * from './customers';
