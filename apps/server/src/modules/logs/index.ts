// What other areas may use of logs: its routes and menu, and the writers of the AI query log and the hidden-data backups.
export { LOGS_MENU } from './logs.menu';
export { logsRoutes } from './logs.routes';
export { type AiQueryRecord, backupHiddenData, type HiddenDataRecord, recordAiQuery } from './writers';
