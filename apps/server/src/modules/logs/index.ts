// What other areas may use of logs: its routes and menu, and the writers of the AI query log and the hidden-data backups (the latter also installed into the platform's keepHiddenData for areas below logs).
export { LOGS_MENU } from './logs.menu';
export { logsRoutes } from './logs.routes';
export { type AiQueryRecord, backupHiddenData, recordAiQueries, recordAiQuery } from './writers';
