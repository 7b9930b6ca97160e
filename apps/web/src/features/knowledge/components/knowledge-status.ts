import type { StatusStyle } from '../../../shared/kit';

export const KNOWLEDGE_STATUS: StatusStyle = {
  draft: { color: 'default', labelKey: 'knowledge.statusValue.draft' },
  published: { color: 'green', labelKey: 'knowledge.statusValue.published' },
};
