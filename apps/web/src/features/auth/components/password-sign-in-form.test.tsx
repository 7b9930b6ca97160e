import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { PasswordSignInForm, type PasswordValues } from './password-sign-in-form';

function mount(captcha: boolean | null, result = true) {
  void i18n.changeLanguage('en-US');
  const onSubmit = vi.fn(async (_: PasswordValues) => result);
  render(
    <I18nextProvider i18n={i18n}>
      <PasswordSignInForm busy={false} captcha={captcha} onSubmit={onSubmit} />
    </I18nextProvider>,
  );
  return onSubmit;
}

const fill = async (label: string, text: string) => userEvent.type(screen.getByRole('textbox', { name: label }), text);

describe('the password sign-in form', () => {
  it('with the captcha off shows no captcha field or image and sends an empty captcha', async () => {
    const onSubmit = mount(false);
    expect(screen.queryByPlaceholderText('Captcha')).toBeNull();
    expect(screen.queryByRole('img', { name: 'Captcha image' })).toBeNull();
    await fill('Username', 'admin');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'Secret#1');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ username: 'admin', password: 'Secret#1', captcha: '' }));
  });

  it('with the captcha on asks for it: the rules show, and nothing is sent until they hold', async () => {
    const onSubmit = mount(true);
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', expect.stringMatching(/^\/lenkor-auth\/code\?randomStr=/));
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByText('Please enter the username')).toBeInTheDocument();
    expect(screen.getByText('Please enter the password')).toBeInTheDocument();
    expect(screen.getByText('Please enter the captcha')).toBeInTheDocument();
    await fill('Username', 'admin');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'short');
    await fill('Captcha', 'ab');
    expect(screen.getByText('The password must be at least 6 characters')).toBeInTheDocument();
    expect(screen.getByText('The captcha has 4 characters')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.type(screen.getByPlaceholderText('Password'), '-long');
    await fill('Captcha', 'cd');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(onSubmit).toHaveBeenCalledWith(expect.objectContaining({ password: 'short-long', captcha: 'abcd', randomStr: expect.any(String) }));
  });

  it('after a refused sign-in shows a new captcha, with the field emptied', async () => {
    mount(true, false);
    const image = screen.getByRole('img', { name: 'Captcha image' });
    const first = image.getAttribute('src');
    await fill('Username', 'admin');
    await userEvent.type(screen.getByPlaceholderText('Password'), 'Secret#1');
    await fill('Captcha', 'abcd');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(screen.getByRole('img', { name: 'Captcha image' }).getAttribute('src')).not.toBe(first);
    expect(screen.getByRole('textbox', { name: 'Captcha' })).toHaveValue('');
  });

  it('waits (no sending) while the server has not said whether the captcha is on', async () => {
    const onSubmit = mount(null);
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
