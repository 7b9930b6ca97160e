// What other areas may use of messages: the routes, the menu, the engine's round (for tests and benches).
export { runMessageEngine } from './delivery';
export { MESSAGES_MENU } from './messages.menu';
export { messagesRoutes } from './messages.routes';
/** Other areas send a station message at once (reports push a report's summary) and read how far it got. */
export { sendStationMessage, stationMessageStats } from './station-send';
