// What other areas may use of account security: its routes (nothing sits above it yet).
export { accountRoutes } from './account.routes';
