// What other areas and the app may use of the knowledge base: its routes, menu and demo rows.
export { seedKnowledgeDemo } from './knowledge.demo';
export { KNOWLEDGE_MENU } from './knowledge.menu';
export { knowledgeRoutes } from './knowledge.routes';
