import { TERMINAL_PERMISSIONS as P, type TTerminal } from '@diagops/contracts';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { useSession } from '../../../shared/session/session-store';
import { liveDialogButton } from '../../../test/dialog-button';
import { TerminalList } from '../pages/terminal-list';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const api = vi.hoisted(() => ({ page: vi.fn(), enable: vi.fn(), disable: vi.fn(), issue: vi.fn() }));
vi.mock('../api/terminal-calls', () => ({
  getTerminalPage: api.page,
  enableTerminal: api.enable,
  disableTerminal: api.disable,
  issueTerminalSecret: api.issue,
}));

const SECRET = 'Zs0m3-terminal_secret-only-shown-once-0123456';
const row = (over: Partial<TTerminal>): TTerminal => ({
  id: 7,
  app: 'repair',
  terminalKey: '988800007',
  appVersion: 'V5.3.2',
  osVersion: null,
  status: 'enabled',
  online: true,
  registeredTime: '2026-11-20T08:00:00.000Z',
  lastSeenTime: '2026-11-24T08:00:00.000Z',
  lastIp: '10.0.0.7',
  hasSecret: false,
  secretIssuedTime: null,
  version: 3,
  ...over,
});
const pageOf = (records: TTerminal[]) => ({ records, total: records.length, size: 10, current: 1, pages: 1 });

function renderList() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <App>
          <MemoryRouter>
            <TerminalList app="repair" />
          </MemoryRouter>
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  useSession.setState({ permissions: { [P.repairView.name]: true, [P.repairEdit.name]: true } });
  for (const f of Object.values(api)) f.mockReset();
});

describe('terminal secrets on the terminal list', () => {
  it('issues a secret after a confirmation and shows it once, with a copy button', async () => {
    const user = userEvent.setup();
    api.page.mockResolvedValue(pageOf([row({})]));
    api.issue.mockResolvedValue({ terminal: row({ hasSecret: true, secretIssuedTime: '2026-11-24T09:00:00.000Z', version: 4 }), secret: SECRET });
    renderList();
    expect(await screen.findByTestId('terminal-secret-state-988800007')).toHaveTextContent('None (app key only)');

    // asked first, then issued at the version shown, and the list reloads
    const loads = api.page.mock.calls.length;
    await user.click(screen.getByTestId('terminal-issue-secret-988800007'));
    expect(await screen.findByText(/Issue terminal 988800007 its own secret\?/)).toBeInTheDocument();
    expect(api.issue).not.toHaveBeenCalled();
    await user.click(await liveDialogButton('Confirm'));
    expect(api.issue).toHaveBeenCalledWith(expect.objectContaining({ id: 7, version: 3 }));
    const shown = await screen.findByTestId('terminal-secret');
    expect(shown).toHaveTextContent(SECRET);
    const dialog = shown.closest('[role="dialog"]') as HTMLElement;
    expect(within(dialog).getByText('New secret of terminal 988800007')).toBeInTheDocument();
    expect(within(dialog).getByText(/it will not be shown again/)).toBeInTheDocument();
    await waitFor(() => expect(api.page.mock.calls.length).toBeGreaterThan(loads));

    await user.click(within(dialog).getByRole('button', { name: 'Copy secret' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    // closed, it is gone from the page
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    await waitFor(() => expect(screen.queryByText(SECRET)).toBeNull());
  });

  it('a terminal that has a secret warns that the old one stops working (cancelled: nothing issued); the column tells when it was issued', async () => {
    const user = userEvent.setup();
    api.page.mockResolvedValue(pageOf([row({ hasSecret: true, secretIssuedTime: '2026-11-24T09:00:00.000Z' })]));
    renderList();
    expect(await screen.findByTestId('terminal-secret-state-988800007')).toHaveTextContent(/^Issued 2026-11-24 \d\d:00:00$/);
    await user.click(screen.getByTestId('terminal-issue-secret-988800007'));
    expect(await screen.findByText(/The current secret stops working at once/)).toBeInTheDocument();
    await user.click(await liveDialogButton('Cancel'));
    expect(api.issue).not.toHaveBeenCalled();
  });

  it('enabling a disabled terminal shows its new secret once', async () => {
    const user = userEvent.setup();
    api.page.mockResolvedValue(pageOf([row({ status: 'disabled', online: false, hasSecret: true, secretIssuedTime: '2026-11-20T09:00:00.000Z' })]));
    api.enable.mockResolvedValue({ terminal: row({ hasSecret: true, secretIssuedTime: '2026-11-24T09:00:00.000Z', version: 4 }), secret: SECRET });
    renderList();
    // a disabled terminal is not issued a secret by itself: enabling does that
    await screen.findByTestId('terminal-enable-988800007');
    expect(screen.queryByTestId('terminal-issue-secret-988800007')).toBeNull();
    await user.click(screen.getByTestId('terminal-enable-988800007'));
    await user.click(await liveDialogButton('Confirm'));
    expect(api.enable).toHaveBeenCalledWith(expect.objectContaining({ id: 7, version: 3 }));
    expect(await screen.findByTestId('terminal-secret')).toHaveTextContent(SECRET);
  });

  it('needs the app’s edit permission to issue', async () => {
    useSession.setState({ permissions: { [P.repairView.name]: true } });
    api.page.mockResolvedValue(pageOf([row({})]));
    renderList();
    await screen.findByTestId('terminal-secret-state-988800007');
    expect(screen.queryByTestId('terminal-issue-secret-988800007')).toBeNull();
  });
});
