export * from './password';
export * from './phone';
export * from './reset';
export * from './sessions';
export * from './two-factor';
