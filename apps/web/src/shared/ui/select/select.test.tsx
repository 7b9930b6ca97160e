import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button, Drawer, Form } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { Select, TreeSelect } from '.';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
const options = [
  { value: 'tcp', label: 'TCP' },
  { value: 'mqtt', label: 'MQTT', disabled: true },
  { value: 'https', label: 'HTTPS' },
];
const shownOptions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('the console select in an antd Form', () => {
  it('is bound by Form.Item (label, value, rule) and chosen with the mouse or the keys', async () => {
    const onFinish = vi.fn();
    show(
      <Form onFinish={onFinish}>
        <Form.Item name="protocol" label="Protocol" rules={[{ required: true, message: 'Pick one' }]}>
          <Select options={options} allowClear placeholder="Choose" data-testid="proto" />
        </Form.Item>
        <Button htmlType="submit">Save</Button>
      </Form>,
    );
    const box = screen.getByRole('combobox', { name: 'Protocol' });
    expect(screen.getByTestId('proto')).toContainElement(box);
    expect(screen.getByText('Choose')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick one')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');

    // the mouse: open, click an option; the list closes and the form has the value
    fireEvent.mouseDown(box);
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(shownOptions()).toEqual(['TCP', 'MQTT', 'HTTPS']);
    expect(screen.getByRole('option', { name: 'MQTT' })).toHaveAttribute('aria-disabled', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'HTTPS' }));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByTestId('proto')).toHaveTextContent('HTTPS');

    // the keys: down opens at the chosen option, down passes the disabled one, Enter chooses
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(screen.getByRole('option', { name: 'HTTPS' })).toHaveAttribute('aria-selected', 'true');
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'HTTPS' }).id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'TCP' }).id);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(box.getAttribute('aria-activedescendant')).toBe(screen.getByRole('option', { name: 'HTTPS' }).id);
    fireEvent.keyDown(box, { key: 'ArrowUp' });
    fireEvent.keyDown(box, { key: 'Enter' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onFinish).toHaveBeenCalledWith({ protocol: 'tcp' }));

    // Escape closes without choosing; the clear button empties it
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    fireEvent.keyDown(box, { key: 'Escape' });
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Clear' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Pick one')).toBeInTheDocument();
  });

  it('filters while typing when searchable, and says when nothing matches', () => {
    show(<Select aria-label="Protocol" options={options} showSearch={{ optionFilterProp: 'label' }} />);
    const box = screen.getByRole('combobox', { name: 'Protocol' });
    fireEvent.change(box, { target: { value: 'tt' } });
    expect(shownOptions()).toEqual(['MQTT', 'HTTPS']);
    fireEvent.change(box, { target: { value: 'udp' } });
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(screen.getByText('No data')).toBeInTheDocument();
  });

  it('leaves the filtering to its owner with filterOption false and onSearch', () => {
    const onSearch = vi.fn();
    show(<Select aria-label="User" options={options} showSearch filterOption={false} onSearch={onSearch} />);
    fireEvent.change(screen.getByRole('combobox', { name: 'User' }), { target: { value: 'zz' } });
    expect(onSearch).toHaveBeenLastCalledWith('zz');
    expect(shownOptions()).toEqual(['TCP', 'MQTT', 'HTTPS']);
  });

  it('several values: options toggle, chips are removed by their named button or Backspace', () => {
    const onChange = vi.fn();
    show(<Select aria-label="Roles" mode="multiple" options={options} defaultValue={['tcp']} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Roles' });
    fireEvent.mouseDown(box);
    expect(screen.getByRole('listbox')).toHaveAttribute('aria-multiselectable', 'true');
    fireEvent.click(screen.getByRole('option', { name: 'HTTPS' }));
    expect(onChange).toHaveBeenLastCalledWith(['tcp', 'https'], expect.anything());
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('option', { name: 'TCP' }));
    expect(onChange).toHaveBeenLastCalledWith(['https'], expect.anything());
    fireEvent.click(screen.getByRole('button', { name: 'Remove HTTPS' }));
    expect(onChange).toHaveBeenLastCalledWith([], []);
    fireEvent.click(screen.getByRole('option', { name: 'TCP' }));
    fireEvent.keyDown(box, { key: 'Backspace' });
    expect(onChange).toHaveBeenLastCalledWith([], []);
  });

  it('tags: typed text becomes a value at a separator, on Enter and on leaving the field', () => {
    const onChange = vi.fn();
    show(<Select aria-label="Tags" mode="tags" open={false} suffixIcon={null} tokenSeparators={[',']} value={['a']} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Tags' });
    fireEvent.change(box, { target: { value: 'b,c' } });
    expect(onChange).toHaveBeenLastCalledWith(['a', 'b', 'c'], expect.anything());
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.change(box, { target: { value: 'd' } });
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(['a', 'd'], expect.anything());
    fireEvent.change(box, { target: { value: 'a' } });
    fireEvent.blur(box);
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(box).toHaveValue('');
  });

  it('chooses with real pointer events inside a drawer, whose list sits on the body', async () => {
    const onChange = vi.fn();
    show(
      <Drawer open>
        <Select aria-label="Expert" options={[{ value: 1, label: 'Bob' }]} showSearch onChange={onChange} />
      </Drawer>,
    );
    await userEvent.click(screen.getByRole('combobox', { name: 'Expert' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Bob' }));
    expect(onChange).toHaveBeenCalledWith(1, { value: 1, label: 'Bob' });
    expect(screen.getByRole('combobox', { name: 'Expert' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTitle('Bob')).toBeInTheDocument();
  });

  it('is disabled by a disabled Form', () => {
    show(
      <Form disabled>
        <Form.Item name="p" label="P">
          <Select options={options} />
        </Form.Item>
      </Form>,
    );
    const box = screen.getByRole('combobox', { name: 'P' });
    expect(box).toBeDisabled();
    fireEvent.mouseDown(box);
    expect(screen.queryByRole('listbox')).toBeNull();
  });
});

describe('the console tree select', () => {
  it('lists the tree indented, finds a node with the nodes above it, and gives its value', () => {
    const onChange = vi.fn();
    const treeData = [{ value: 1, title: 'Head office', children: [{ value: 2, title: 'Sales', children: [{ value: 3, title: 'East team' }] }] }];
    show(<TreeSelect aria-label="Department" treeData={treeData} treeDefaultExpandAll showSearch={{ treeNodeFilterProp: 'title' }} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Department' });
    fireEvent.mouseDown(box);
    expect(shownOptions()).toEqual(['Head office', 'Sales', 'East team']);
    expect(screen.getByRole('option', { name: 'East team' }).style.paddingInlineStart).toBe('52px');
    fireEvent.change(box, { target: { value: 'east' } });
    expect(shownOptions()).toEqual(['Head office', 'Sales', 'East team']);
    fireEvent.change(box, { target: { value: 'sales' } });
    expect(shownOptions()).toEqual(['Head office', 'Sales']);
    fireEvent.click(screen.getByRole('option', { name: 'Sales' }));
    expect(onChange).toHaveBeenLastCalledWith(2, expect.objectContaining({ value: 2 }));
    expect(screen.getByText('Sales')).toBeInTheDocument();
  });
});
