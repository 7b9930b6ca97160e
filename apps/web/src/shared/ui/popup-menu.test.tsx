import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PopupMenu } from './popup-menu';

const items = [
  { key: 'who', type: 'info' as const, label: 'admin' },
  { key: 'd', type: 'divider' as const },
  { key: 'a', label: 'Alpha' },
  { key: 'b', label: 'Beta', disabled: true },
  { key: 'c', label: 'Gamma', current: true },
];

function view(onSelect = vi.fn()) {
  render(
    <>
      <PopupMenu items={items} onSelect={onSelect} testId="trigger" label="Things">
        Things
      </PopupMenu>
      <button type="button">elsewhere</button>
    </>,
  );
  return onSelect;
}

describe('popup menu', () => {
  it('opens on a click with the focus on the first entry; arrows skip disabled entries; Enter picks and closes', async () => {
    const onSelect = view();
    const user = userEvent.setup();
    const trigger = screen.getByTestId('trigger');
    expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await user.click(trigger);
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menu', { name: 'Things' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveFocus());
    expect(screen.getByText('admin')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Gamma' })).toHaveFocus();
    expect(screen.getByRole('menuitem', { name: 'Gamma' })).toHaveAttribute('aria-current', 'true');
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Alpha' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onSelect).toHaveBeenCalledWith('a');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(trigger).toHaveFocus();
  });

  it('closes on Escape (focus back on the button) and on a click elsewhere, without choosing', async () => {
    const onSelect = view();
    const user = userEvent.setup();
    await user.click(screen.getByTestId('trigger'));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByTestId('trigger')).toHaveFocus();
    await user.click(screen.getByTestId('trigger'));
    await user.click(screen.getByRole('button', { name: 'elsewhere' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(onSelect).not.toHaveBeenCalled();
  });
});
