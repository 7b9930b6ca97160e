// What other areas may use of software: its routes and the demo rows (nothing sits above it yet).
export { seedSoftwareDemo } from './software.demo';
/** Read-only: the live software codes (the legal documents' apps). */
export { type SoftwareCodeName, softwareCodesByCodes } from './software.lookup';
export { SOFTWARE_MENU } from './software.menu';
export { softwareRoutes } from './software.routes';
/** What the software area offers the console-wide search: codes by code or name. */
export { softwareSearch } from './software.search';
