// What other areas may use of terminals: its routes, menu and demo rows, and a terminal's authentication (the configuration area's device API).
export { seedTerminalsDemo } from './terminals.demo';
export { TERMINALS_MENU } from './terminals.menu';
export { terminalsRoutes } from './terminals.routes';
export { authenticateTerminal, installTerminalGate, passTerminalGate, type TerminalCaller } from './terminals.service';
