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

describe('the combobox as a screen reader and the keys meet it (WAI-ARIA APG)', () => {
  const activeOption = (box: HTMLElement) => {
    const id = box.getAttribute('aria-activedescendant');
    return id ? document.getElementById(id) : null;
  };

  it('select-only: its value is the chosen label, its placeholder says what to choose while nothing is', () => {
    show(
      <>
        <Select aria-label="Protocol" options={options} placeholder="Choose" />
        <Select aria-label="Shape" options={[{ value: 'b', label: <b>Bold</b> }]} defaultValue="b" />
        <TreeSelect aria-label="Department" treeData={[{ value: 1, title: 'Head office', children: [{ value: 2, title: 'Sales' }] }]} defaultValue={2} />
      </>,
    );
    const box = screen.getByRole('combobox', { name: 'Protocol' });
    expect(box).toHaveValue('');
    expect(box).toHaveAttribute('placeholder', 'Choose');
    fireEvent.mouseDown(box);
    fireEvent.click(screen.getByRole('option', { name: 'HTTPS' }));
    expect(box).toHaveValue('HTTPS');
    expect(box).not.toHaveAttribute('placeholder');
    expect(screen.getByRole('combobox', { name: 'Shape' })).toHaveValue('Bold');
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveValue('Sales');
  });

  it('select-only: typed letters move to the next option starting with them (typed within 500 ms they add up); Home and End', () => {
    let now = 1_000;
    const clock = vi.spyOn(Date, 'now').mockImplementation(() => now);
    const onChange = vi.fn();
    const fruits = ['Apple', 'Banana', 'Blueberry', 'Cherry', 'Cranberry', 'Coconut', 'Date'].map((label, i) => ({
      value: i,
      label,
      disabled: label === 'Cranberry',
    }));
    show(<Select aria-label="Fruit" options={fruits} onChange={onChange} />);
    const box = screen.getByRole('combobox', { name: 'Fruit' });
    const type = (key: string, after = 100) => {
      now += after;
      fireEvent.keyDown(box, { key });
    };
    // closed: a letter opens the list at the first option starting with it
    type('b');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption(box)).toHaveTextContent('Banana');
    type('l');
    expect(activeOption(box)).toHaveTextContent('Blueberry');
    // later: a new search, from the option after the active one; the same letter again goes on to the next, past disabled ones
    type('c', 600);
    expect(activeOption(box)).toHaveTextContent('Cherry');
    type('c');
    expect(activeOption(box)).toHaveTextContent('Coconut');
    type('D', 600);
    expect(activeOption(box)).toHaveTextContent('Date');
    type('x', 600);
    expect(activeOption(box)).toHaveTextContent('Date');
    fireEvent.keyDown(box, { key: 'Home' });
    expect(activeOption(box)).toHaveTextContent('Apple');
    fireEvent.keyDown(box, { key: 'End' });
    expect(activeOption(box)).toHaveTextContent('Date');
    fireEvent.keyDown(box, { key: 'Escape' });
    // closed: Home opens at the first option; Enter chooses
    fireEvent.keyDown(box, { key: 'Home' });
    expect(activeOption(box)).toHaveTextContent('Apple');
    type('c', 600);
    fireEvent.keyDown(box, { key: 'Enter' });
    expect(onChange).toHaveBeenLastCalledWith(3, expect.objectContaining({ label: 'Cherry' }));
    clock.mockRestore();
  });

  it('a tree select without search takes typed letters too', () => {
    const treeData = [{ value: 1, title: 'Head office', children: [{ value: 2, title: 'Sales', children: [{ value: 3, title: 'East team' }] }] }];
    show(<TreeSelect aria-label="Department" treeData={treeData} />);
    const box = screen.getByRole('combobox', { name: 'Department' });
    fireEvent.keyDown(box, { key: 'e' });
    expect(activeOption(box)).toHaveTextContent('East team');
  });

  it('5,000 options: the open list renders a window of them, keeps the scroll height, and follows the keys', () => {
    const many = Array.from({ length: 5000 }, (_, i) => ({ value: i, label: `Item ${i + 1}` }));
    show(<Select aria-label="Item" options={many} defaultValue={3999} />);
    const box = screen.getByRole('combobox', { name: 'Item' });
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    const listbox = screen.getByRole('listbox');
    const rendered = () => within(listbox).getAllByRole('option');
    const height = () => [...listbox.children].reduce((sum, el) => sum + Number.parseFloat((el as HTMLElement).style.height), 0);
    expect(rendered().length).toBeLessThan(100);
    expect(height()).toBe(5000 * 32);
    // opened at the chosen option, which is rendered and scrolled to
    expect(activeOption(box)).toHaveTextContent('Item 4000');
    expect(activeOption(box)).toHaveAttribute('aria-posinset', '4000');
    expect(activeOption(box)).toHaveAttribute('aria-setsize', '5000');
    fireEvent.keyDown(box, { key: 'End' });
    expect(activeOption(box)).toHaveTextContent('Item 5000');
    expect(listbox.scrollTop).toBe(5000 * 32 - 256);
    fireEvent.keyDown(box, { key: 'ArrowDown' });
    expect(activeOption(box)).toHaveTextContent('Item 1');
    expect(listbox.scrollTop).toBe(0);
    expect(rendered()[0]).toHaveAttribute('aria-posinset', '1');
    // the pointer's scrolling moves the window
    fireEvent.scroll(listbox, { target: { scrollTop: 2500 * 32 } });
    expect(screen.getByRole('option', { name: 'Item 2501' })).toBeInTheDocument();
    expect(rendered().length).toBeLessThan(100);
    expect(height()).toBe(5000 * 32);
  });

  it('names the listbox it controls only while that listbox is on the page', () => {
    show(<Select aria-label="Protocol" options={options} showSearch />);
    const box = screen.getByRole('combobox', { name: 'Protocol' });
    expect(box).not.toHaveAttribute('aria-controls');
    fireEvent.mouseDown(box);
    expect(box).toHaveAttribute('aria-controls', screen.getByRole('listbox').id);
    fireEvent.change(box, { target: { value: 'udp' } });
    expect(screen.getByText('No data')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).not.toHaveAttribute('aria-controls');
    fireEvent.change(box, { target: { value: '' } });
    expect(document.getElementById(box.getAttribute('aria-controls') ?? '')).toBe(screen.getByRole('listbox'));
  });
});
