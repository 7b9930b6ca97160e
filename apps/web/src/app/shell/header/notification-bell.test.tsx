import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { pushNotification, useNotifications } from '../../../shared/notifications/notification-store';
import { NotificationBell } from './notification-bell';

// jsdom has no ResizeObserver; the popover's layout only needs it to exist
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

beforeEach(() => useNotifications.setState({ items: [], reminderClosed: false }));

describe('notification bell', () => {
  it("names a notice's kind in the reader's language beside its title; an unknown kind shows the title alone", async () => {
    await act(() => i18n.changeLanguage('en-US'));
    render(
      <I18nextProvider i18n={i18n}>
        <MemoryRouter>
          <NotificationBell />
        </MemoryRouter>
      </I18nextProvider>,
    );
    act(() => {
      pushNotification({ id: 'n1', kind: 'feedbackAssigned', title: 'FB20261124000001 Brake noise', link: '/question/detail/-/7/1/0' });
      pushNotification({ id: 'n2', kind: 'somethingElse', title: 'Plain notice' });
    });
    fireEvent.click(screen.getByTestId('notification-bell'));
    const list = await screen.findByTestId('notification-list');
    expect(list).toHaveTextContent('FB20261124000001 Brake noise');
    expect(list).toHaveTextContent('Feedback assigned to you ·');
    expect(list.textContent).not.toMatch(/kinds\.somethingElse/);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(await screen.findByText(/反馈已指派给您/)).toBeInTheDocument();
  });
});
