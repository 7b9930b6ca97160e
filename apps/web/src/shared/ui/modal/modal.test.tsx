import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import { Input } from '../input';
import { Select } from '../select';
import { confirm, Modal } from '.';

const show = (node: React.ReactNode) => render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);

function Opener({ onCancel = () => {}, destroyOnHidden = false }: { onCancel?: () => void; destroyOnHidden?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Edit SKU"
        destroyOnHidden={destroyOnHidden}
        onCancel={() => {
          onCancel();
          setOpen(false);
        }}
        onOk={() => setOpen(false)}
      >
        <input aria-label="Code" defaultValue="A1" />
      </Modal>
    </>
  );
}

beforeEach(async () => {
  await act(() => i18n.changeLanguage('en-US'));
});

describe('the console dialog', () => {
  it('is a modal dialog named by its title; the focus goes in, stays in, and comes back; Escape cancels', () => {
    const onCancel = vi.fn();
    show(<Opener onCancel={onCancel} />);
    const opener = screen.getByRole('button', { name: 'Open' });
    opener.focus();
    fireEvent.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Edit SKU' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(dialog).toHaveFocus();
    expect(document.body.style.overflow).toBe('hidden');
    // Tab from the last control wraps to the first: the named close button
    screen.getByRole('button', { name: 'Confirm' }).focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(screen.getByRole('button', { name: 'Confirm' })).toHaveFocus();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(opener).toHaveFocus();
    expect(document.body.style.overflow).toBe('');
  });

  it('keeps what is inside for the next opening unless destroyOnHidden', () => {
    show(<Opener />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'B2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('B2');
  });

  it('drops what is inside when destroyOnHidden', () => {
    show(<Opener destroyOnHidden />);
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Code' }), { target: { value: 'B2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    fireEvent.click(screen.getByRole('button', { name: 'Open' }));
    expect(screen.getByRole('textbox', { name: 'Code' })).toHaveValue('A1');
  });
  it('wraps Tab and Shift+Tab whatever the last field is: a select or an input with a clear button', () => {
    const last = (field: 'select' | 'input') =>
      field === 'select' ? (
        <Select aria-label="Protocol" allowClear defaultValue="tcp" options={[{ value: 'tcp', label: 'TCP' }]} />
      ) : (
        <Input aria-label="Note" allowClear />
      );
    for (const field of ['select', 'input'] as const) {
      const { unmount } = show(
        <Modal open title="Edit" footer={null}>
          <Input aria-label="Code" allowClear defaultValue="A1" />
          {last(field)}
        </Modal>,
      );
      const dialog = screen.getByRole('dialog', { name: 'Edit' });
      const end = field === 'select' ? screen.getByRole('combobox', { name: 'Protocol' }) : screen.getByRole('textbox', { name: 'Note' });
      end.focus();
      fireEvent.keyDown(dialog, { key: 'Tab' });
      expect(screen.getByRole('button', { name: 'Close' })).toHaveFocus();
      fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
      expect(end).toHaveFocus();
      unmount();
    }
  });
});

describe('confirm', () => {
  it('resolves true on OK (focused first) and false on Cancel, in the page language', async () => {
    show(<span />);
    const yes = confirm({ title: 'Delete "P-7"?', okButtonProps: { danger: true } });
    const ok = await screen.findByRole('button', { name: 'Confirm' });
    expect(screen.getByRole('dialog', { name: 'Delete "P-7"?' })).toHaveAttribute('data-confirm');
    await waitFor(() => expect(ok).toHaveFocus());
    fireEvent.click(ok);
    await expect(yes).resolves.toBe(true);
    await act(() => i18n.changeLanguage('zh-CN'));
    const no = confirm({ title: '删除？' });
    fireEvent.click(await screen.findByRole('button', { name: /取\s?消/ }));
    await expect(no).resolves.toBe(false);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('stays open while onOk fails, and closes once it succeeds', async () => {
    const onOk = vi.fn().mockRejectedValueOnce(new Error('no reason given')).mockResolvedValueOnce(undefined);
    const done = confirm({ title: 'Release?', onOk });
    fireEvent.click(await screen.findByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('dialog', { name: 'Release?' })).toBeInTheDocument();
    // jsdom never ends the loading icon's leave animation, so the button keeps its name "loading Confirm"
    const again = screen.getByRole('button', { name: /Confirm/ });
    await waitFor(() => expect(again).not.toHaveClass('ant-btn-loading'));
    fireEvent.click(again);
    await expect(done).resolves.toBe(true);
    expect(onOk).toHaveBeenCalledTimes(2);
  });
});
