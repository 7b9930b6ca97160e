// What other areas may use of messages: the routes, the menu, the engine's round (for tests and benches).
export { runMessageEngine } from './delivery';
export { MESSAGES_MENU } from './messages.menu';
export { messagesRoutes } from './messages.routes';
