import { issueMessage } from '@diagops/contracts';
import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { currentLanguage } from '../i18n/language';

type Shape = Record<string, z.ZodType>;

/** Whether the schema field accepts "no value" (optional, nullable or with a default). */
function isOptional(field: z.ZodType): boolean {
  return field.safeParse(undefined).success || field.safeParse(null).success;
}

/**
 * antd Form rules derived from the shared zod request schema (the server validates with
 * the same schema): required when the field has no default, then the field's own checks.
 */
export function zodRules(shape: Shape, name: string, messages: { required: string; invalid: (detail: string) => string }): Rule[] {
  const field = shape[name];
  if (!field) return [];
  const rules: Rule[] = [];
  if (!isOptional(field)) rules.push({ required: true, message: messages.required });
  rules.push({
    validator: async (_rule, value) => {
      if (value === undefined || value === null || value === '') return;
      const r = field.safeParse(typeof value === 'string' ? value : value);
      // zod's own texts in the page's language, as the server writes them (packages/contracts field-messages)
      const issue = r.success ? undefined : r.error.issues[0];
      if (!r.success) throw new Error(messages.invalid(issue ? issueMessage(issue, currentLanguage()) : ''));
    },
  });
  return rules;
}

/** Empty strings of a form become undefined so optional fields stay optional. */
export function compact<T extends Record<string, unknown>>(values: T): T {
  return Object.fromEntries(Object.entries(values).filter(([, v]) => v !== '' && v !== undefined)) as T;
}
