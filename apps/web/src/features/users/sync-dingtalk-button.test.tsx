import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { liveDialogButton } from '../../test/dialog-button';
import { SyncDingtalkButton } from './components/sync-dingtalk-button';

const api = vi.hoisted(() => ({ sync: vi.fn() }));
vi.mock('./api/sync-dingtalk', () => ({ syncDingtalk: api.sync }));

function renderButton(onSynced = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <SyncDingtalkButton onSynced={onSynced} />
      </App>
    </I18nextProvider>,
  );
  return onSynced;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  api.sync.mockReset();
});

describe('SyncDingtalkButton', () => {
  it('asks first, shows the progress while it runs, then what changed', async () => {
    let finish: (v: unknown) => void = () => {};
    api.sync.mockReturnValue(new Promise((r) => (finish = r)));
    const onSynced = renderButton();
    await userEvent.click(screen.getByTestId('user-sync'));
    expect(api.sync).not.toHaveBeenCalled();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Reading the organisation from DingTalk, please wait…')).toBeInTheDocument();
    expect(screen.getByTestId('user-sync')).toBeDisabled();
    finish({ deptsCreated: 2, deptsUpdated: 1, usersCreated: 5, usersUpdated: 3 });
    const result = await screen.findByTestId('sync-result');
    expect(result).toHaveTextContent(/Departments added\s*2/);
    expect(result).toHaveTextContent(/Users added\s*5/);
    expect(result).toHaveTextContent(/Users updated\s*3/);
    expect(onSynced).toHaveBeenCalledTimes(1);
  });

  it('cancelled, nothing is sent; failed, the dialog goes and the button comes back', async () => {
    const onSynced = renderButton();
    await userEvent.click(screen.getByTestId('user-sync'));
    await userEvent.click(await liveDialogButton('Cancel'));
    expect(api.sync).not.toHaveBeenCalled();
    api.sync.mockRejectedValue(new Error('1014'));
    await userEvent.click(screen.getByTestId('user-sync'));
    await userEvent.click(await liveDialogButton('Confirm'));
    await waitFor(() => expect(screen.getByTestId('user-sync')).toBeEnabled());
    expect(screen.queryByTestId('sync-result')).toBeNull();
    expect(onSynced).not.toHaveBeenCalled();
  });
});
