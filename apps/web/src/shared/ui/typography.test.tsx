import { act, fireEvent, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../i18n/i18n';
import { Typography } from './typography';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('Typography', () => {
  it('marks up strong, code and italic text and keeps the attributes it is given', () => {
    show(
      <Typography.Text strong code italic type="secondary" data-testid="t" title="tip">
        abc
      </Typography.Text>,
    );
    const el = screen.getByTestId('t');
    expect(el.tagName).toBe('SPAN');
    expect(el).toHaveAttribute('title', 'tip');
    expect(el.querySelector('i > strong > code')).toHaveTextContent('abc');
  });

  it('renders a title as the heading of its level', () => {
    show(<Typography.Title level={4}>Heading</Typography.Title>);
    expect(screen.getByRole('heading', { level: 4, name: 'Heading' })).toBeInTheDocument();
  });

  it('clamps a paragraph to the rows asked for', () => {
    show(
      <Typography.Paragraph ellipsis={{ rows: 2 }} data-testid="p">
        long
      </Typography.Paragraph>,
    );
    expect(screen.getByTestId('p').style.webkitLineClamp).toBe('2');
  });

  it('copies the text (or the text it is told) with a named button that then says it copied, in the reader language', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const onCopy = vi.fn();
    show(
      <>
        <Typography.Text copyable>abc123</Typography.Text>
        <Typography.Paragraph copyable={{ text: 'the secret', onCopy }}>shown</Typography.Paragraph>
      </>,
    );
    const [first, second] = screen.getAllByRole('button', { name: 'Copy' });
    await act(async () => fireEvent.click(first!));
    expect(writeText).toHaveBeenLastCalledWith('abc123');
    expect(first).toHaveAccessibleName('Copied successfully');
    await act(async () => fireEvent.click(second!));
    expect(writeText).toHaveBeenLastCalledWith('the secret');
    expect(onCopy).toHaveBeenCalledTimes(1);
    await act(() => i18n.changeLanguage('zh-CN'));
    expect(screen.getAllByRole('button', { name: '已成功复制' })).toHaveLength(2);
  });

  it('copies through a selection where the browser has no Clipboard API (plain http)', async () => {
    Object.defineProperty(navigator, 'clipboard', { value: undefined, configurable: true });
    const execCommand = vi.fn(() => true);
    Object.defineProperty(document, 'execCommand', { value: execCommand, configurable: true });
    show(<Typography.Text copyable>xyz</Typography.Text>);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Copy' })));
    expect(execCommand).toHaveBeenCalledWith('copy');
    expect(screen.getByRole('button', { name: 'Copied successfully' })).toBeInTheDocument();
    expect(document.querySelector('textarea')).toBeNull();
  });
});
