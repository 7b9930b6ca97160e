import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { truncateEmail } from '../../shared/components/truncate-email';
import { i18n } from '../../shared/i18n/i18n';
import { pushNotification, useNotifications } from '../../shared/notifications/notification-store';
import { MessageReminder } from './message-reminder';

const view = () =>
  render(
    <I18nextProvider i18n={i18n}>
      <MessageReminder />
    </I18nextProvider>,
  );

beforeEach(() => useNotifications.setState({ items: [], reminderClosed: false }));

describe('message reminder', () => {
  it('stays hidden without notifications', () => {
    view();
    expect(screen.queryByTestId('message-reminder')).toBeNull();
  });

  it('says a consultation needs handling when one arrives, and closes', () => {
    view();
    act(() => pushNotification({ id: 'c1', kind: 'consultation', title: 'new consultation' }));
    const popup = screen.getByTestId('message-reminder');
    expect(popup).toHaveTextContent(/您有咨询需要处理|A consultation needs handling/);
    fireEvent.click(screen.getByRole('button'));
    expect(screen.queryByTestId('message-reminder')).toBeNull();
    act(() => pushNotification({ id: 'c2', kind: 'consultation', title: 'another' }));
    expect(screen.getByTestId('message-reminder')).toBeInTheDocument();
  });
});

describe('e-mail display', () => {
  it('cuts at 20 characters with an ellipsis', () => {
    expect(truncateEmail('short@a.cn')).toBe('short@a.cn');
    expect(truncateEmail('a.very.long.name@example.com')).toBe('a.very.long.name@exa...');
    expect(truncateEmail(null)).toBe('');
  });
});
