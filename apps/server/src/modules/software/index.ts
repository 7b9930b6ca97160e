// What other areas may use of software: its routes and the demo rows (nothing sits above it yet).
export { seedSoftwareDemo } from './software.demo';
export { SOFTWARE_MENU } from './software.menu';
export { softwareRoutes } from './software.routes';
/** Read-only: the live software codes (the legal documents' apps). */
export { type SoftwareCodeName, softwareCodesByCodes } from './software.lookup';
