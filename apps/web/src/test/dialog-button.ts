import { screen, waitFor } from '@testing-library/react';

/** As user-event judges it: the nearest element that declares pointer-events decides. */
function takesClicks(el: Element): boolean {
  for (let node: Element | null = el; node; node = node.parentElement) {
    const value = getComputedStyle(node).pointerEvents;
    if (value && value !== 'inherit' && value !== 'unset') return value !== 'none';
  }
  return true;
}

/**
 * The named button of the dialog that is open now. A static confirm that was just closed
 * stays in the page while it animates out, with pointer-events none, and may come after
 * the new one; taking the last match by position clicks it about one run in a hundred.
 */
export function liveDialogButton(name: string): Promise<HTMLElement> {
  return waitFor(() => {
    const live = screen.getAllByRole('button', { name }).filter(takesClicks);
    if (live.length === 0) throw new Error(`no "${name}" button that takes clicks`);
    return live[live.length - 1] as HTMLElement;
  });
}
