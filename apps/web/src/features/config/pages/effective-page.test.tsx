import { SPECIAL_CONFIG_INFO_ROUTE, type TEffectiveConfig } from '@diagops/contracts';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { renderAt } from '../config.test-utils';
import EffectivePage from './effective-page';

const api = vi.hoisted(() => ({ getEffectiveConfig: vi.fn() }));
vi.mock('../api/config-calls', () => ({ getEffectiveConfig: api.getEffectiveConfig }));

const answer: TEffectiveConfig = {
  sn: 'SN001',
  asOf: '2026-11-28T04:00:00.000Z',
  productModel: 'X431 Pro',
  sku: 'X431-EU',
  activated: true,
  activationTime: '2026-11-01T00:00:00.000Z',
  items: [
    {
      item: 'softwarePackageNo',
      value: 'SW-SPECIAL',
      candidates: [
        { source: 'special', id: 3, number: 'SP3', value: 'SW-SPECIAL', why: 'a special config of this SN, in effect', wins: true },
        { source: 'general', id: 5, number: 'GC0005', value: 'SW-1', why: 'covers X431 Pro; a special config is stronger', wins: false },
      ],
    },
  ],
  pending: [
    {
      source: 'special',
      id: 4,
      number: 'SP4',
      value: { softwarePackageNo: 'SW-NEXT', functionPackageNo: null, brandCount: 2 },
      why: 'takes effect on 2026-12-01',
      wins: false,
    },
  ],
  odm: [{ source: 'odm', id: 9, number: 'ODM-9', value: 'OEM-A', why: 'ODM config of the product model, in effect', wins: true }],
};

const pattern = `${SPECIAL_CONFIG_INFO_ROUTE}/:sn?/:type?/:id?`;

beforeEach(async () => {
  await i18n.changeLanguage('en-US');
  api.getEffectiveConfig.mockReset().mockResolvedValue(answer);
});

describe('effective configuration page', () => {
  it('looks up the SN of the path: each item with its winner and every candidate with why; the pending specials', async () => {
    renderAt(EffectivePage, pattern, `${SPECIAL_CONFIG_INFO_ROUTE}/SN001`);
    const items = await screen.findByTestId('effective-items');
    expect(api.getEffectiveConfig).toHaveBeenCalledWith('SN001', undefined);
    expect(screen.getByTestId('effective-sn')).toHaveValue('SN001');
    expect(items).toHaveTextContent('Software package');
    expect(items).toHaveTextContent('SW-SPECIAL');
    expect(within(items).getByTestId('candidate-general-5')).toHaveTextContent('a special config is stronger');
    expect(within(items).getByTestId('candidate-special-3')).toHaveTextContent('Wins');
    expect(within(items).getAllByTestId('source-general-5')[0]).toHaveAttribute('href', '/configManagement/generalConfig/detail/5/GC0005');
    expect(screen.getByTestId('effective-pending')).toHaveTextContent('takes effect on 2026-12-01');
    // the items the special config would give, each named; the empty ones left out
    expect(screen.getByTestId('effective-pending')).toHaveTextContent('Software package SW-NEXT; Selectable brand count 2 takes effect');
    const odm = screen.getByTestId('effective-odm');
    expect(odm).toHaveTextContent('ODM product config ODM-9');
    expect(odm).toHaveTextContent('In effect');
    expect(within(odm).getByTestId('source-odm-9')).toHaveAttribute('href', '/configManagement/odmProductConfig/list');
  });

  it('asks with the as-of time; shows an empty state before an SN is given', async () => {
    renderAt(EffectivePage, pattern, SPECIAL_CONFIG_INFO_ROUTE);
    expect(screen.getByTestId('effective-empty')).toHaveTextContent('Enter an SN');
    expect(screen.getByTestId('effective-query')).toBeDisabled();
    fireEvent.change(screen.getByTestId('effective-sn'), { target: { value: 'SN001' } });
    const asOf = await screen.findByLabelText('As of');
    await userEvent.click(asOf);
    await userEvent.type(asOf, '2026-12-02 08:30{enter}');
    fireEvent.click(screen.getByTestId('effective-query'));
    await waitFor(() => expect(api.getEffectiveConfig).toHaveBeenCalledWith('SN001', new Date('2026-12-02T08:30').toISOString()));
    expect(await screen.findByTestId('effective-items')).toBeInTheDocument();
  });
});
