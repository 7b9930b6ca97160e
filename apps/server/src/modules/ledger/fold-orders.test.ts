import { describe, expect, it } from 'vitest';
import { foldCardStatus } from '.';

const e = (kind: string, statusAfter: string | null = null) => ({ kind, statusAfter });

// The order kinds of a card (issue 35): occupy by an order, release when it ends unpaid, take when it is paid.
describe('foldCardStatus with the order kinds', () => {
  it('occupy → occupied; release → back to where it was; take → taken', () => {
    expect(foldCardStatus([e('issue'), e('occupy')])).toBe('occupied');
    expect(foldCardStatus([e('issue'), e('occupy'), e('release')])).toBe('shipped');
    expect(foldCardStatus([e('opening', 'shipped'), e('occupy'), e('take')])).toBe('taken');
    expect(foldCardStatus([e('issue'), e('occupy'), e('release'), e('occupy'), e('take')])).toBe('taken');
  });

  it('a lock of an occupied card returns to occupied when unlocked; a taken card can be locked and unlocked', () => {
    expect(foldCardStatus([e('issue'), e('occupy'), e('lock'), e('unlock')])).toBe('occupied');
    expect(foldCardStatus([e('issue'), e('occupy'), e('lock'), e('unlock'), e('release')])).toBe('shipped');
    expect(foldCardStatus([e('issue'), e('occupy'), e('take'), e('lock'), e('unlock')])).toBe('taken');
  });

  it('money entries of an order (pay) do not move a card', () => {
    expect(foldCardStatus([e('issue'), e('pay')])).toBe('shipped');
  });
});
