// What other areas and the app may use of the knowledge base: its routes, menu and demo rows.
export { seedKnowledgeDemo } from './knowledge.demo';
export { KNOWLEDGE_MENU } from './knowledge.menu';
/** Published items and the categories by name, read-only: what marketing's recommendation scenes draw from and AI ask presets cite. */
export { type KnowledgeCategoryName, knowledgeCategoryNames, type PublishedKnowledge, publishedKnowledge } from './knowledge.published';
export { knowledgeRoutes } from './knowledge.routes';
/** What the knowledge area offers the console-wide search: items by their terms. */
export { knowledgeSearch } from './knowledge.search';
/** The rich-text rules (the legal documents' bodies are kept by the same ones). */
export { htmlText, sanitizeContent } from './knowledge.text';
