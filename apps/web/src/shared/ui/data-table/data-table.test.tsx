import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { type DataColumn, DataTable } from './data-table';

type Row = { id: number; name: string; children?: Row[] };
const rows: Row[] = [
  { id: 1, name: 'Alpha', children: [{ id: 11, name: 'Alpha child' }] },
  { id: 2, name: 'Beta' },
];
const columns: DataColumn<Row>[] = [
  { key: 'name', dataIndex: 'name', title: 'Name', width: 200, sorter: true },
  { key: 'shout', title: 'Shout', width: 100, render: (_, r) => r.name.toUpperCase() },
];
const bodyRows = () => [...document.querySelectorAll('tbody .data-table-row')].map((r) => r.getAttribute('data-row-key'));

describe('DataTable', () => {
  it('renders cells through render, keys rows and cycles the sort ascend → descend → none', async () => {
    const onChange = vi.fn();
    render(<DataTable rowKey="id" columns={columns} dataSource={rows} onChange={onChange} />);
    expect(screen.getByText('ALPHA')).toBeTruthy();
    expect(bodyRows()).toEqual(['1', '2']);
    const header = screen.getByRole('columnheader', { name: /Name/ });
    expect(header.getAttribute('aria-sort')).toBe('none');
    const sort = within(header).getByRole('button');
    await userEvent.click(sort);
    expect(onChange).toHaveBeenLastCalledWith({ current: 1, pageSize: 2, sort: { key: 'name', order: 'ascend' } });
    expect(header.getAttribute('aria-sort')).toBe('ascending');
    await userEvent.click(sort);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: { key: 'name', order: 'descend' } }));
    await userEvent.click(sort);
    expect(onChange).toHaveBeenLastCalledWith(expect.objectContaining({ sort: null }));
  });

  it('expands and collapses tree rows with a named button', async () => {
    render(<DataTable rowKey="id" columns={columns} dataSource={rows} />);
    expect(bodyRows()).toEqual(['1', '2']);
    await userEvent.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(bodyRows()).toEqual(['1', '11', '2']);
    expect(screen.getByRole('button', { name: 'Collapse row' }).getAttribute('aria-expanded')).toBe('true');
    await userEvent.click(screen.getByRole('button', { name: 'Collapse row' }));
    expect(bodyRows()).toEqual(['1', '2']);
  });

  it('starts with every tree row open when asked, and reports expansion to a controlling page', async () => {
    const onExpanded = vi.fn();
    const { unmount } = render(<DataTable rowKey="id" columns={columns} dataSource={rows} expandable={{ defaultExpandAllRows: true }} />);
    expect(bodyRows()).toEqual(['1', '11', '2']);
    unmount();
    // a row that gains children later opens as well
    const { rerender, unmount: unmount2 } = render(
      <DataTable rowKey="id" columns={columns} dataSource={[rows[1]!]} expandable={{ defaultExpandAllRows: true }} />,
    );
    rerender(
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={[{ ...rows[1]!, children: [{ id: 21, name: 'Beta child' }] }]}
        expandable={{ defaultExpandAllRows: true }}
      />,
    );
    expect(bodyRows()).toEqual(['2', '21']);
    unmount2();
    render(<DataTable rowKey="id" columns={columns} dataSource={rows} expandable={{ expandedRowKeys: [], onExpandedRowsChange: onExpanded }} />);
    await userEvent.click(screen.getByRole('button', { name: 'Expand row' }));
    expect(onExpanded).toHaveBeenCalledWith([1]);
    // controlled: nothing opens until the page says so
    expect(bodyRows()).toEqual(['1', '2']);
  });

  it('selects rows one by one and the whole page, with the records', async () => {
    const onSelect = vi.fn();
    const { rerender } = render(<DataTable rowKey="id" columns={columns} dataSource={[rows[1]!]} rowSelection={{ selectedRowKeys: [], onChange: onSelect }} />);
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select this row' }));
    expect(onSelect).toHaveBeenLastCalledWith([2], [rows[1]]);
    rerender(<DataTable rowKey="id" columns={columns} dataSource={[rows[1]!]} rowSelection={{ selectedRowKeys: [2], onChange: onSelect }} />);
    const all = screen.getByRole('checkbox', { name: 'Select all on this page' }) as HTMLInputElement;
    expect(all.checked).toBe(true);
    await userEvent.click(all);
    expect(onSelect).toHaveBeenLastCalledWith([], []);
  });

  it('pages as antd does: the total, page buttons, next and the page size keeping the first row shown', async () => {
    const onChange = vi.fn();
    const many = Array.from({ length: 10 }, (_, i) => ({ id: i + 1, name: `Row ${i + 1}` }));
    render(
      <DataTable
        rowKey="id"
        columns={columns}
        dataSource={many}
        onChange={onChange}
        pagination={{ current: 3, pageSize: 10, total: 95, showSizeChanger: true, pageSizeOptions: [10, 20, 50, 100], showTotal: (n) => `${n} in all` }}
      />,
    );
    expect(screen.getByText('95 in all')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onChange).toHaveBeenLastCalledWith({ current: 4, pageSize: 10, sort: null });
    await userEvent.click(screen.getByTitle('10'));
    expect(onChange).toHaveBeenLastCalledWith({ current: 10, pageSize: 10, sort: null });
    fireEvent.change(screen.getByRole('combobox', { name: 'Rows per page' }), { target: { value: '20' } });
    // rows 21–30 were shown: with 20 a page they are on page 2
    expect(onChange).toHaveBeenLastCalledWith({ current: 2, pageSize: 20, sort: null });
  });

  it('says when there is nothing, in the page language or the caller’s words', () => {
    const { rerender } = render(<DataTable rowKey="id" columns={columns} dataSource={[]} />);
    expect(screen.getByText('No data', { selector: '[data-empty] div' })).toBeTruthy();
    rerender(<DataTable rowKey="id" columns={columns} dataSource={[]} locale={{ emptyText: 'No sessions' }} />);
    expect(screen.getByText('No sessions')).toBeTruthy();
  });
});
