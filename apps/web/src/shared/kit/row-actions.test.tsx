import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { liveDialogButton } from '../../test/dialog-button';
import { i18n } from '../i18n/i18n';
import { useSession } from '../session/session-store';
import { RowActions, type RowActionsOptions, rowActionsColumn } from './row-actions';

type Row = { id: number; version: number; code: string; builtIn: boolean };
const row: Row = { id: 7, version: 3, code: 'P-7', builtIn: false };

function renderActions(options: RowActionsOptions<Row>, record: Row = row) {
  render(
    <I18nextProvider i18n={i18n}>
      <App>
        <RowActions record={record} {...options} />
      </App>
    </I18nextProvider>,
  );
}
const buttons = () => screen.getAllByRole('button').map((b) => b.textContent?.replace(/\s/g, ''));
const hold = (...names: string[]) => useSession.setState({ permissions: Object.fromEntries(names.map((n) => [n, true])) });

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  hold('p_edit', 'p_del', 'p_status');
});

describe('RowActions', () => {
  it('shows lead, detail, edit, extra and delete in that order, each to the holders of its permission', async () => {
    const onDetail = vi.fn();
    const onEdit = vi.fn();
    const onPublish = vi.fn();
    const options: RowActionsOptions<Row> = {
      lead: [{ key: 'entries', label: 'Entries', onClick: vi.fn() }],
      onDetail,
      edit: { permission: 'p_edit', onEdit },
      extra: [{ key: 'publish', label: 'Publish', permission: 'p_status', onClick: onPublish }],
      delete: { permission: 'p_del', name: (r) => r.code, run: vi.fn() },
    };
    renderActions(options);
    expect(buttons()).toEqual(['Entries', 'Details', 'Edit', 'Publish', 'Delete']);
    await userEvent.click(screen.getByRole('button', { name: 'Details' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    await userEvent.click(screen.getByRole('button', { name: 'Publish' }));
    expect(onDetail).toHaveBeenCalledWith(row);
    expect(onEdit).toHaveBeenCalledWith(row);
    expect(onPublish).toHaveBeenCalledWith(row);
  });

  it('hides what the user may not do and what does not apply to the record', () => {
    hold('p_edit');
    renderActions(
      {
        onDetail: vi.fn(),
        edit: { permission: 'p_edit', onEdit: vi.fn() },
        extra: [{ key: 'publish', label: 'Publish', permission: 'p_status', onClick: vi.fn() }],
        lead: [{ key: 'child', label: 'Add child', onClick: vi.fn(), when: (r) => r.builtIn }],
        delete: { permission: 'p_del', name: (r) => r.code, run: vi.fn() },
      },
      row,
    );
    expect(buttons()).toEqual(['Details', 'Edit']);
  });

  it('deletes after a danger confirmation naming the record, says so and reports it', async () => {
    const run = vi.fn().mockResolvedValue(null);
    const onDeleted = vi.fn();
    renderActions({ delete: { permission: 'p_del', name: (r) => r.code, run: (r) => run({ id: r.id, version: r.version }), onDeleted } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Delete "P-7"?', { exact: false })).toBeInTheDocument();
    const ok = await liveDialogButton('Confirm');
    expect(ok).toHaveClass('ant-btn-dangerous');
    await userEvent.click(ok);
    await waitFor(() => expect(onDeleted).toHaveBeenCalledWith(row));
    expect(run).toHaveBeenCalledWith({ id: 7, version: 3 });
    expect(await screen.findByText('Deleted')).toBeInTheDocument();
  });

  it('sends nothing when cancelled; a refused delete reports nothing and the button comes back', async () => {
    const run = vi.fn().mockRejectedValue(new Error('1015'));
    const onDeleted = vi.fn();
    renderActions({ delete: { permission: 'p_del', confirm: (r) => `Really remove ${r.code}?`, run, onDeleted } });
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Really remove P-7?')).toBeInTheDocument();
    await userEvent.click(await liveDialogButton('Cancel'));
    expect(run).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(await liveDialogButton('Confirm'));
    await waitFor(() => expect(run).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(onDeleted).not.toHaveBeenCalled();
    expect(screen.queryByText('Deleted')).toBeNull();
  });

  it('keeps delete disabled while the page says the record is busy', () => {
    renderActions({ delete: { permission: 'p_del', name: (r) => r.code, run: vi.fn(), disabled: () => true } });
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});

describe('rowActionsColumn', () => {
  it('is the not-searchable "Actions" column, fixed on the right unless asked not to be', () => {
    const col = rowActionsColumn<Row>({ width: 190, onDetail: vi.fn() });
    expect(col).toMatchObject({ title: 'Actions', key: 'actions', width: 190, search: false, fixed: 'right' });
    expect('fixed' in rowActionsColumn<Row>({ width: 140, fixed: false })).toBe(false);
  });
});
