// What other areas may use of chat: its routes and menu (nothing else yet).
export { CHAT_MENU } from './chat.menu';
export { chatRoutes } from './chat.routes';
