// What other areas may use of terminals: its routes, menu and demo rows.
export { seedTerminalsDemo } from './terminals.demo';
export { TERMINALS_MENU } from './terminals.menu';
export { terminalsRoutes } from './terminals.routes';
