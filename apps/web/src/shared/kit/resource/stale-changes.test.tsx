import { supplierResource } from '@diagops/contracts';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../i18n/i18n';
import type { ResourceDetail } from './resource-api';
import StaleChangesDialog from './stale-changes';
import { changedByOthers, keepMine, type StaleSave } from './stale-save';

const row = (over: Record<string, unknown>) =>
  ({
    id: 7,
    version: 1,
    allowedActions: [],
    createTime: '',
    updateTime: '',
    history: [],
    code: 'FAB-1',
    nameZh: '工厂',
    nameEn: 'Factory',
    ...over,
  }) as ResourceDetail;
const stale: StaleSave = {
  opened: row({}),
  latest: row({ version: 2, nameEn: 'Factory North', remark: 'moved' }),
  mine: { nameZh: '北方工厂', nameEn: 'Factory', remark: '' },
};

describe('a save refused because someone saved first', () => {
  it("lists the form's fields the other person changed, not those only this form changed", () => {
    expect(changedByOthers(supplierResource, stale)).toEqual(['nameEn', 'remark']);
    expect(changedByOthers(supplierResource, { ...stale, latest: row({ version: 2 }) })).toEqual([]);
    // keeping one's changes keeps theirs where this user changed nothing
    expect(keepMine(stale)).toMatchObject({ version: 2, nameZh: '北方工厂', nameEn: 'Factory North', remark: 'moved' });
  });

  it('shows each change beside what the form held and offers their version or one’s own', async () => {
    await i18n.changeLanguage('en-US');
    const onTheirs = vi.fn();
    const onMine = vi.fn();
    render(
      <I18nextProvider i18n={i18n}>
        <StaleChangesDialog def={supplierResource} stale={stale} onTheirs={onTheirs} onMine={onMine} />
      </I18nextProvider>,
    );
    const table = await screen.findByTestId('stale-table');
    expect([...table.querySelectorAll('tbody tr')].map((r) => [...r.querySelectorAll('td')].map((c) => c.textContent))).toEqual([
      ['English name', 'Factory', 'Factory North', 'Factory'],
      ['Remark', '–', 'moved', '–'],
    ]);
    await userEvent.click(screen.getByTestId('stale-theirs'));
    expect(onTheirs).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByTestId('stale-mine'));
    expect(onMine).toHaveBeenCalledTimes(1);
  });
});
