// What other areas may use of skus: its routes (nothing sits above it yet).
export { skusRoutes } from './skus.routes';
