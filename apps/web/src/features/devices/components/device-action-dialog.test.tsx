import type { TDevice } from '@diagops/contracts';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { runDeviceAction } from '../api/device-calls';
import { DeviceActionDialog, type DialogAction } from './device-action-dialog';

vi.mock('../api/device-calls', () => ({ runDeviceAction: vi.fn(async () => ({})) }));

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

const device = { id: 7, sn: 'DX0000000007', version: 3, status: 'transferring', transferToCustomerId: 9, transferToAccount: 'bob@example.com' } as TDevice;

function open(action: DialogAction) {
  const onClose = vi.fn();
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <DeviceActionDialog action={action} device={device} onClose={onClose} />
      </App>
    </I18nextProvider>,
  );
  return onClose;
}

beforeEach(async () => {
  vi.mocked(runDeviceAction).mockClear();
  await i18n.changeLanguage('en-US');
});

describe('device action dialog: transfers', { timeout: 40_000 }, () => {
  it('says a transfer waits for the receiver, in both languages', async () => {
    open('transfer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('device-transfer-hint').textContent).toContain('until the receiving customer accepts it');
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(within(dialog).getByTestId('device-transfer-hint').textContent).toContain('接收方客户在 App 中接受之前'));
  });

  it('cancels a waiting transfer with a note, naming who has not answered', async () => {
    const onClose = open('cancelTransfer');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('device-transfer-hint').textContent).toContain('bob@example.com has not answered yet');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();
    expect(runDeviceAction).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Note'), 'buyer changed their mind');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(runDeviceAction).toHaveBeenCalledWith('cancelTransfer', { note: 'buyer changed their mind', id: 7, version: 3 }));
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
  });
});

describe('device action dialog: registration code', { timeout: 40_000 }, () => {
  it('staff set the code customers bind with: a code and a note are required, the hint in both languages', async () => {
    const onClose = open('setRegistrationCode');
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Set registration code')).toBeInTheDocument();
    expect(within(dialog).getByTestId('device-transfer-hint').textContent).toContain('a device without one cannot be bound by a customer');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect((await within(dialog).findAllByText('Required')).length).toBeGreaterThan(0);
    expect(runDeviceAction).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Registration code'), 'BOX-123');
    await userEvent.type(within(dialog).getByLabelText('Note'), 'from the box label');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() =>
      expect(runDeviceAction).toHaveBeenCalledWith('setRegistrationCode', { registrationCode: 'BOX-123', note: 'from the box label', id: 7, version: 3 }),
    );
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(within(dialog).getByTestId('device-transfer-hint').textContent).toContain('没有注册码的设备用户无法绑定'));
  });
});
