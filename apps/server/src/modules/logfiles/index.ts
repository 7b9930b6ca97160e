// What other areas may use of log files: the routes, the device lookup hook the devices area installs, demo rows,
// and the app-key check devices authenticate with (feedback by SN, terminals' heartbeat).
export { authenticateKey } from './app-keys.service';
export { seedLogFilesDemo } from './logfiles.demo';
export { LOGFILES_MENU } from './logfiles.menu';
export { logfilesRoutes } from './logfiles.routes';
