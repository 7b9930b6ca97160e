// The console-wide search (issue 37, decision 0041): its route; the areas offer their sources through their own front doors.
export { registerSearchSources, searchRoutes } from './search.routes';
