import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { ReasonModal } from './action-modals';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function open(count: number) {
  const onOk = vi.fn(async (_reason: string) => {});
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <ReasonModal open purpose="delete" count={count} onCancel={() => {}} onOk={onOk} />
      </App>
    </I18nextProvider>,
  );
  return onOk;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
});

describe('feedback delete dialog', { timeout: 40_000 }, () => {
  it('says what deleting does, asks for a reason, then deletes; in both languages', async () => {
    const onOk = open(3);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Delete feedback')).toBeInTheDocument();
    expect(within(dialog).getByTestId('fb-delete-hint').textContent).toContain('3 item(s) will leave the queue');
    await userEvent.click(within(dialog).getByTestId('fb-reason-ok'));
    expect(await within(dialog).findByText('Deleting needs a reason')).toBeInTheDocument();
    expect(onOk).not.toHaveBeenCalled();
    await userEvent.type(within(dialog).getByLabelText('Reason for deleting'), 'spam');
    await userEvent.click(within(dialog).getByTestId('fb-reason-ok'));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith('spam'));
    await i18n.changeLanguage('zh-CN');
    await waitFor(() => expect(within(dialog).getByTestId('fb-delete-hint').textContent).toContain('仍可在状态“已删除”下查到'));
    expect(within(dialog).getByText('删除问题反馈')).toBeInTheDocument();
  });
});
