import { NO_PHONE_PERMISSION_TEXT } from '@diagops/contracts';
import { render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it } from 'vitest';
import { i18n } from '../../shared/i18n/i18n';
import { EmailCell, PhoneCell } from './components/user-cells';
import { displayEmail, displayPhone } from './display';

describe('e-mail display (platform.md §3: 20 characters plus an ellipsis)', () => {
  it('keeps addresses of up to 20 characters whole', () => {
    expect(displayEmail('a@b.cn')).toBe('a@b.cn');
    expect(displayEmail('exactly20chars@x.com')).toBe('exactly20chars@x.com');
  });
  it('cuts longer ones after 20 characters', () => {
    expect(displayEmail('twenty-one-chars@x.cn')).toBe('twenty-one-chars@x.c...');
    expect(displayEmail('a.very.long.address@diagops.example.com')).toBe('a.very.long.address@...');
  });
  it('counts characters, not UTF-16 units, and shows - for none', () => {
    expect(displayEmail('测试用户的邮箱地址非常非常长长长长长长长长@例子.中国')).toBe('测试用户的邮箱地址非常非常长长长长长长长...');
    expect(displayEmail(null)).toBe('-');
    expect(displayEmail('')).toBe('-');
  });
});

describe('phone display (platform.md §6)', () => {
  it('shows the number to holders of the full-phone permission, the text otherwise', () => {
    expect(displayPhone({ phone: '13812345678', phoneMasked: false }, 'no')).toBe('13812345678');
    expect(displayPhone({ phone: '138****5678', phoneMasked: true }, 'no')).toBe('no');
    expect(displayPhone({ phone: null, phoneMasked: false }, 'no')).toBe('-');
  });
});

describe('cells', () => {
  beforeEach(() => i18n.changeLanguage('en-US'));
  const wrap = (ui: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{ui}</I18nextProvider>);

  it('the masked phone shows the spec text in both languages, never the digits', async () => {
    for (const lang of ['en-US', 'zh-CN'] as const) {
      await i18n.changeLanguage(lang);
      const { unmount } = wrap(<PhoneCell user={{ phone: '138****5678', phoneMasked: true }} />);
      expect(screen.getByTestId('phone-masked')).toHaveTextContent(NO_PHONE_PERMISSION_TEXT[lang]);
      expect(screen.queryByText(/5678/)).toBeNull();
      unmount();
    }
  });
  it('a full phone shows as it is', () => {
    wrap(<PhoneCell user={{ phone: '13812345678', phoneMasked: false }} />);
    expect(screen.getByText('13812345678')).toBeInTheDocument();
    expect(screen.queryByTestId('phone-masked')).toBeNull();
  });
  it('a long e-mail shows cut, with the whole address kept for the tooltip', () => {
    wrap(<EmailCell email="a.very.long.address@diagops.example.com" />);
    expect(screen.getByTestId('email-cell')).toHaveTextContent(/^a\.very\.long\.address@\.\.\.$/);
  });
});
