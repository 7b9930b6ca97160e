// Saved views of the kit's lists (issue 37, part 2; decision 0041).
export { viewsRoutes } from './views.routes';
