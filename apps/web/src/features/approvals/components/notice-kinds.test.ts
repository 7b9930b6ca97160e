import { APPROVAL_NOTICE_KINDS } from '@diagops/contracts';
import { describe, expect, it } from 'vitest';
import { languageTexts } from '../../../shared/i18n/i18n';

// The bell names a notice's kind from shell.notifications.kinds: the reminder has a label in both languages.
describe('APPROVAL_NOTICE_KINDS: the bell labels', () => {
  for (const lang of ['zh-CN', 'en-US'] as const)
    it(`every kind has a ${lang} label`, async () => {
      const shell = (await languageTexts(lang)).shell as { notifications: { kinds: Record<string, string> } };
      for (const kind of Object.values(APPROVAL_NOTICE_KINDS)) expect(shell.notifications.kinds[kind], kind).toMatch(/\S/);
    });
});
