import type { TImMessage } from '@diagops/contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { MessageList } from './message-list';

const msg = (seq: number, status: number): TImMessage => ({
  id: seq,
  sessionId: 1,
  seq,
  clientId: `a${seq}`,
  senderKind: 'staff',
  senderId: 7,
  type: 0,
  content: `m${seq}`,
  file: null,
  status,
  createdAt: new Date(0).toISOString(),
});

afterEach(() => void i18n.changeLanguage('zh-CN'));

describe('MessageList receipts', () => {
  it('shows own messages read, delivered (up to the receipt) or unread, in both languages', async () => {
    for (const [lang, words] of [
      ['en-US', ['Read', 'Delivered', 'Unread']],
      ['zh-CN', ['已读', '已送达', '未读']],
    ] as const) {
      await i18n.changeLanguage(lang);
      const { unmount } = render(
        <I18nextProvider i18n={i18n}>
          <MessageList me="staff" messages={[msg(1, 3), msg(2, 1), msg(3, 1)]} delivered={2} now={0} />
        </I18nextProvider>,
      );
      expect(screen.getAllByTestId('chat-receipt').map((e) => e.textContent)).toEqual(words);
      unmount();
    }
  });
});
