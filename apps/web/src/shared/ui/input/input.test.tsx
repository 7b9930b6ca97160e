import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { Input, InputNumber } from '.';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('plain inputs in an antd Form', () => {
  it('are bound by Form.Item: label, value, rule broken (aria-invalid, red box) and mended', async () => {
    const onFinish = vi.fn();
    show(
      <Form onFinish={onFinish} initialValues={{ name: 'Ann', age: 3 }}>
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Name is required' }]}>
          <Input allowClear showCount maxLength={10} data-testid="name" />
        </Form.Item>
        <Form.Item name="age" label="Age">
          <InputNumber min={1} max={10} precision={0} />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>,
    );
    const name = screen.getByLabelText('Name');
    expect(name).toBe(screen.getByTestId('name'));
    expect(name).toHaveValue('Ann');
    expect(screen.getByText('3 / 10')).toBeInTheDocument();
    // the clear button empties the field through a real change event, so the form hears it
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    expect(name).toHaveValue('');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.parentElement!.className).toMatch(/invalid/);
    fireEvent.change(name, { target: { value: 'Bo' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: 'Age' }), { target: { value: '7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ name: 'Bo', age: 7 }));
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('take the disabled state and size of the Form around them', () => {
    show(
      <Form disabled size="large">
        <Form.Item name="a" label="A">
          <Input />
        </Form.Item>
        <Form.Item name="b" label="B">
          <InputNumber />
        </Form.Item>
      </Form>,
    );
    expect(screen.getByLabelText('A')).toBeDisabled();
    expect(screen.getByLabelText('A').parentElement!.className).toMatch(/large/);
    expect(screen.getByRole('spinbutton', { name: 'B' })).toBeDisabled();
  });
});

describe('InputNumber', () => {
  it('takes what is typed within the range, puts the rest back within it when left, and shows the precision', () => {
    const onChange = vi.fn();
    show(<InputNumber aria-label="n" min={5} max={3600} precision={0} value={10} onChange={onChange} />);
    const n = screen.getByRole('spinbutton', { name: 'n' });
    fireEvent.change(n, { target: { value: '5000' } });
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.blur(n);
    expect(onChange).toHaveBeenLastCalledWith(3600);
    expect(n).toHaveValue('3600');
    fireEvent.change(n, { target: { value: '' } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it('steps with the arrow keys and its buttons, not past max', () => {
    const onChange = vi.fn();
    show(<InputNumber aria-label="ratio" min={0} max={0.3} step={0.01} defaultValue={0.28} onChange={onChange} />);
    const n = screen.getByRole('spinbutton', { name: 'ratio' });
    fireEvent.keyDown(n, { key: 'ArrowUp' });
    expect(n).toHaveValue('0.29');
    fireEvent.click(screen.getByRole('button', { name: 'Increase value' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase value' }));
    expect(n).toHaveValue('0.3');
    expect(onChange.mock.calls.map((c) => c[0])).toEqual([0.29, 0.3]);
    expect(screen.getByRole('button', { name: 'Increase value' })).toBeDisabled();
    fireEvent.keyDown(n, { key: 'ArrowDown' });
    expect(onChange).toHaveBeenLastCalledWith(0.29);
  });

  it('shows a new value from outside, but keeps a half-typed text that says the same', () => {
    const { rerender } = show(<InputNumber aria-label="n" value={1} precision={2} />);
    const n = screen.getByRole('spinbutton', { name: 'n' });
    expect(n).toHaveValue('1.00');
    rerender(
      <I18nextProvider i18n={i18n}>
        <InputNumber aria-label="n" value={4} precision={2} />
      </I18nextProvider>,
    );
    expect(n).toHaveValue('4.00');
  });
});

describe('Input variants', () => {
  it('Password: hidden until its named button shows it', () => {
    show(<Input.Password aria-label="pw" defaultValue="secret" />);
    const pw = screen.getByLabelText('pw');
    expect(pw).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(pw).toHaveAttribute('type', 'text');
    expect(screen.getByRole('button', { name: 'Hide password' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('Search: Enter and the search button search for the text', () => {
    const onSearch = vi.fn();
    show(<Input.Search aria-label="q" defaultValue="abc" onSearch={onSearch} />);
    fireEvent.keyDown(screen.getByLabelText('q'), { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(onSearch.mock.calls.map((c) => c[0])).toEqual(['abc', 'abc']);
  });

  it('TextArea: counts against maxLength and says Enter', () => {
    const onPressEnter = vi.fn();
    show(<Input.TextArea aria-label="t" showCount maxLength={20} value="你好 world" onChange={() => {}} onPressEnter={onPressEnter} />);
    expect(screen.getByText('8 / 20')).toBeInTheDocument();
    fireEvent.keyDown(screen.getByLabelText('t'), { key: 'Enter' });
    expect(onPressEnter).toHaveBeenCalledTimes(1);
  });

  it('counts what is typed when the field holds its own value (no value prop)', () => {
    show(
      <>
        <Input.TextArea aria-label="area" showCount maxLength={5} />
        <Input aria-label="line" showCount maxLength={9} />
      </>,
    );
    fireEvent.change(screen.getByLabelText('area'), { target: { value: 'ab' } });
    fireEvent.change(screen.getByLabelText('line'), { target: { value: 'abc' } });
    expect(screen.getByText('2 / 5')).toBeInTheDocument();
    expect(screen.getByText('3 / 9')).toBeInTheDocument();
  });

  it('names its buttons in Chinese too', async () => {
    await act(() => i18n.changeLanguage('zh-CN'));
    show(<Input.Password aria-label="pw" allowClear defaultValue="x" />);
    expect(screen.getByRole('button', { name: '显示密码' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '清除' })).toBeInTheDocument();
  });
});
