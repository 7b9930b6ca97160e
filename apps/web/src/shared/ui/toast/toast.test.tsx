import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { App, AppProvider } from '../app';
import { message, notification } from './index';

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

const advance = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** past a toast's seconds, then past its fading */
const outlive = async (ms: number) => {
  await advance(ms);
  await advance(200);
};

function Caller() {
  const { notification: n } = App.useApp();
  return (
    <button type="button" onClick={() => n.error({ title: 'Menu failed', description: 'timeout' })}>
      go
    </button>
  );
}

describe('toasts (message and notification)', () => {
  it('a message shows with its status, closes by itself after its seconds and resolves what it returned', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AppProvider>page</AppProvider>
      </I18nextProvider>,
    );
    let closed = false;
    act(() => void message.success('Saved', 2).then(() => (closed = true)));
    expect(screen.getByRole('status')).toHaveTextContent('Saved');
    expect(document.querySelector('[data-toast="success"]')).not.toBeNull();
    act(() => void message.error('Refused'));
    expect(screen.getByRole('alert')).toHaveTextContent('Refused');
    await outlive(2000);
    expect(screen.queryByText('Saved')).toBeNull();
    expect(closed).toBe(true);
    expect(screen.getByText('Refused')).toBeInTheDocument();
    await outlive(1000);
    expect(screen.queryByText('Refused')).toBeNull();
  });

  it('the same key replaces the content and starts the timer again; the pointer over it holds it; 0 keeps it', async () => {
    render(<AppProvider>page</AppProvider>);
    act(() => void message.open({ key: 'k', type: 'loading', content: 'Working', duration: 0 }));
    await advance(10_000);
    expect(screen.getByText('Working')).toBeInTheDocument();
    act(() => void message.open({ key: 'k', type: 'success', content: 'Done' }));
    expect(screen.queryByText('Working')).toBeNull();
    expect(screen.getAllByRole('status')).toHaveLength(1);
    fireEvent.mouseEnter(screen.getByText('Done').closest('[data-toast]')!);
    await advance(5000);
    expect(screen.getByText('Done')).toBeInTheDocument();
    fireEvent.mouseLeave(screen.getByText('Done').closest('[data-toast]')!);
    await outlive(3000);
    expect(screen.queryByText('Done')).toBeNull();
  });

  it('a notification has a title, a description and a named close button, and App.useApp() gives the same calls', async () => {
    render(
      <I18nextProvider i18n={i18n}>
        <AppProvider>
          <Caller />
        </AppProvider>
      </I18nextProvider>,
    );
    fireEvent.click(screen.getByText('go'));
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Menu failed');
    expect(alert).toHaveTextContent('timeout');
    fireEvent.click(within(alert).getByRole('button', { name: 'Close' }));
    await advance(200);
    expect(screen.queryByText('Menu failed')).toBeNull();
    act(() => void notification.info({ message: 'Old title prop', duration: 0 }));
    expect(screen.getByRole('status')).toHaveTextContent('Old title prop');
    act(() => notification.destroy());
    await advance(200);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('outside the app providers a message shows on a host made on the body', async () => {
    act(() => void message.warning('Nobody listens'));
    expect(screen.getByRole('alert')).toHaveTextContent('Nobody listens');
    act(() => message.destroy());
    await advance(200);
    expect(screen.queryByText('Nobody listens')).toBeNull();
  });
});
