import type { TUserInfo } from '@diagops/contracts';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from '../../shared/http/http-error';
import { i18n } from '../../shared/i18n/i18n';
import { useSession } from '../../shared/session/session-store';
import { ChangePhoneDialog } from './components/change-phone-dialog';
import { flowErrorText } from './flow-error';

const api = vi.hoisted(() => ({ send: vi.fn(), verify: vi.fn(), bind: vi.fn(), userInfo: vi.fn() }));
vi.mock('./api/send-phone-code', () => ({ sendPhoneCode: api.send }));
vi.mock('./api/verify-current-phone', () => ({ verifyCurrentPhone: api.verify }));
vi.mock('./api/bind-new-phone', () => ({ bindNewPhone: api.bind }));
vi.mock('../auth/establish-session', () => ({ loadUserInfo: api.userInfo }));

function withPhone(phone: string | null) {
  useSession.setState({ userInfo: { sysUser: { userId: 7, username: 'u', phone } } as unknown as TUserInfo });
}

function renderDialog(onClose = vi.fn()) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <ChangePhoneDialog open onClose={onClose} />
      </App>
    </I18nextProvider>,
  );
  return onClose;
}

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  for (const f of Object.values(api)) f.mockReset();
  api.send.mockResolvedValue(undefined);
});

describe('ChangePhoneDialog', () => {
  it('step 1: no phone bound, only a confirm that closes', async () => {
    withPhone(null);
    const onClose = renderDialog();
    expect(screen.getByTestId('phone-step-1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(onClose).toHaveBeenCalled();
    expect(api.send).not.toHaveBeenCalled();
  });

  it('step 2: the code goes to the current phone on opening, once, and the button counts down', async () => {
    withPhone('13812345678');
    renderDialog();
    await waitFor(() => expect(api.send).toHaveBeenCalledWith('13812345678', 'current'));
    expect(api.send).toHaveBeenCalledTimes(1);
    expect(screen.getByText('A code was sent to +86 138****5678')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Resend in 60s/ })).toBeDisabled();
    expect(screen.getByTestId('phone-code')).toHaveAttribute('maxlength', '200');
  });

  it('step 2 → 3 → bound: verifies, binds the new phone and reloads the user info', async () => {
    withPhone('13812345678');
    api.verify.mockResolvedValue(undefined);
    api.bind.mockResolvedValue(undefined);
    api.userInfo.mockResolvedValue(undefined);
    const onClose = renderDialog();
    fireEvent.change(screen.getByTestId('phone-code'), { target: { value: '123456' } });
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.verify).toHaveBeenCalledWith({ captcha: '123456' }));

    // step 3 starts with the code and the timer cleared
    const step3 = await screen.findByTestId('phone-step-3');
    expect(screen.getByTestId('new-phone-code')).toHaveValue('');
    const getCode = screen.getByRole('button', { name: 'Get code' });
    expect(getCode).toBeDisabled();
    expect(step3).toHaveTextContent('+86');

    fireEvent.change(screen.getByTestId('new-phone'), { target: { value: '12345' } });
    expect(await screen.findByText('The phone must be 11 digits long')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('new-phone'), { target: { value: '' } });
    fireEvent.change(screen.getByTestId('new-phone'), { target: { value: '12800000000' } });
    expect(await screen.findByText('please input a valid phone')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Get code' })).toBeDisabled();
    fireEvent.change(screen.getByTestId('new-phone'), { target: { value: '' } });
    expect(await screen.findByText('The phone cannot be empty')).toBeInTheDocument();
    fireEvent.change(screen.getByTestId('new-phone'), { target: { value: '13900001111' } });
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    expect(api.send).toHaveBeenLastCalledWith('13900001111', 'new');
    expect(await screen.findByRole('button', { name: /Resend in 60s/ })).toBeDisabled();

    fireEvent.change(screen.getByTestId('new-phone-code'), { target: { value: '654321' } });
    await userEvent.click(screen.getByRole('button', { name: 'Bind' }));
    await waitFor(() => expect(api.bind).toHaveBeenCalledWith({ phone: '13900001111', captcha: '654321' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(api.userInfo).toHaveBeenCalled();
  }, 30_000);

  it('a failed send leaves the button usable, with the fallback text', async () => {
    withPhone('13812345678');
    api.send.mockRejectedValue(new Error('network'));
    renderDialog();
    expect(await screen.findByText('send code failed')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Get code' })).toBeEnabled();
  });
});

describe('flowErrorText (platform.md §8 phone rule)', () => {
  it('prefers the translation of code.{code}, then the server message, then the fallback', async () => {
    await i18n.changeLanguage('zh-CN');
    expect(flowErrorText(new HttpError('x', 15317, 400), 'account.phone.sendFailed')).toBe('验证码错误或已过期');
    expect(flowErrorText(new HttpError('服务器说的', 10120, 409), 'account.phone.sendFailed')).toBe('服务器说的');
    expect(flowErrorText(new HttpError('请求参数不正确', 1001, 400, { errors: [{ field: 'phone', message: '请输入有效的手机号' }] }), 'x')).toBe(
      '请输入有效的手机号',
    );
    expect(flowErrorText(new Error('timeout'), 'account.phone.sendFailed')).toBe('验证码发送失败');
    expect(flowErrorText(new HttpError('', 9, 500), 'account.phone.operationFailed')).toBe('操作失败');
  });
});
