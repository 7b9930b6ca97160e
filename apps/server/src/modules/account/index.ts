// What other areas may use of account security: its routes, and sealing small secrets at rest (AI model secrets).
export { accountRoutes } from './account.routes';
export { open as openSecret, seal as sealSecret } from './secret-box';
