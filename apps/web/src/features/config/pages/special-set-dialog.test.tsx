import { SPECIAL_CONFIG_ROUTE } from '@diagops/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { confirmOk, renderAt } from '../config.test-utils';
import { SpecialSetDialog } from './special-set-dialog';

const api = vi.hoisted(() => ({ fetchPage: vi.fn(), setSpecialConfigs: vi.fn(), onChanged: vi.fn() }));
vi.mock('../../../shared/kit/kit-api', async (original) => ({ ...(await original<object>()), fetchPage: api.fetchPage }));
vi.mock('../api/config-calls', () => ({ setSpecialConfigs: api.setSpecialConfigs }));

const special = (id: number, sn: string) => ({
  id,
  sn,
  effectType: 'immediate',
  effectAt: '2026-11-28T00:00:00.000Z',
  orderType: 'gift',
  status: 'confirmed',
  version: 1,
});

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  // a prefix search: SN1 finds SN1 and SN10; only SN1's own are taken
  api.fetchPage.mockReset().mockImplementation(async (_url: string, q: { sn: string }) => ({
    records: q.sn === 'SN1' ? [special(1, 'SN1'), special(2, 'SN10')] : [],
    total: 0,
    current: 1,
    size: 100,
  }));
  api.setSpecialConfigs.mockReset();
  api.onChanged.mockReset();
});

const Dialog = () => <SpecialSetDialog open onClose={() => undefined} onChanged={api.onChanged} />;

describe('enabling or disabling several special configs', () => {
  it('finds them by SN, and shows each refusal when the server applies none', async () => {
    api.setSpecialConfigs.mockResolvedValue({ done: [], refused: [{ id: 1, sn: 'SN1', code: 102048, message: 'Bound data exists' }] });
    renderAt(Dialog, SPECIAL_CONFIG_ROUTE, SPECIAL_CONFIG_ROUTE);
    fireEvent.change(screen.getByTestId('special-sns'), { target: { value: 'SN1\nSN9' } });
    fireEvent.click(screen.getByTestId('special-find'));
    expect(await screen.findByText('No special config of: SN9')).toBeInTheDocument();
    const disable = screen.getByTestId('special-disable-set');
    expect(disable).toHaveTextContent('Disable selected (1)');
    fireEvent.click(disable);
    fireEvent.click(confirmOk(await screen.findByText('Special configs to disable together: 1. Go ahead?')));
    await waitFor(() => expect(api.setSpecialConfigs).toHaveBeenCalledWith(expect.anything(), 'disableSet', [1]));
    expect(await screen.findByTestId('special-refused')).toHaveTextContent('Nothing was applied: 1 refused');
    expect(within(document.body).getByText('Bound data exists')).toBeInTheDocument();
    expect(api.onChanged).not.toHaveBeenCalled();
  });
});
