import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { RejectModal } from './reject-modal';

// antd measures its fields; jsdom has no ResizeObserver
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

function open(lang: 'en-US' | 'zh-CN') {
  void i18n.changeLanguage(lang);
  const onReject = vi.fn(async (_reason: string) => {});
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <RejectModal open seq={2} onCancel={() => {}} onReject={onReject} />
      </App>
    </I18nextProvider>,
  );
  return onReject;
}

describe('the reject modal of an ask preset revision', () => {
  it('asks for a reason, refuses to reject without one and sends it trimmed', async () => {
    const onReject = open('en-US');
    expect(await screen.findByText('Reject revision 2')).toBeTruthy();
    await userEvent.click(screen.getByTestId('reject-ok'));
    expect(await screen.findByText(i18n.t('kit.required'))).toBeTruthy();
    expect(onReject).not.toHaveBeenCalled();
    await userEvent.type(screen.getByTestId('reject-reason'), '  The prompt names a competitor  ');
    await userEvent.click(screen.getByTestId('reject-ok'));
    await waitFor(() => expect(onReject).toHaveBeenCalledWith('The prompt names a competitor'));
  });

  it('speaks Chinese', async () => {
    open('zh-CN');
    expect(await screen.findByText('驳回修订 2')).toBeTruthy();
    expect(screen.getByText('驳回此修订的原因')).toBeTruthy();
  });
});
