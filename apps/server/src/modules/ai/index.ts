// What other areas may use of the AI settings: its routes and menu (it sits at the top; nothing uses it).
export { AI_MENU } from './ai.menu';
export { aiRoutes } from './ai.routes';
