import { render, waitFor } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { SupplierSelect, WarehouseSelect } from './supply-selects';

const calls = vi.hoisted(() => ({ suppliers: [] as unknown[][], warehouses: [] as unknown[][] }));
vi.mock('../api/supply-options', () => ({
  getSupplierOptions: (...a: unknown[]) => {
    calls.suppliers.push(a);
    return Promise.resolve([{ id: 7, code: 'SUP-7', name: '华讯' }]);
  },
  getWarehouseOptions: (...a: unknown[]) => {
    calls.warehouses.push(a);
    return Promise.resolve([{ id: 3, code: 'WH-LA', name: 'LA', type: 'overseas', company: 'Lenkor Inc.' }]);
  },
}));

describe('the supply pickers', () => {
  it('ask the server for the current value and the types, and show the chosen option by code and name', async () => {
    const { container } = render(
      <I18nextProvider i18n={i18n}>
        <SupplierSelect value={7} />
        <WarehouseSelect value={3} types={['overseas', 'platform']} disabled />
      </I18nextProvider>,
    );
    await waitFor(() => expect(calls.warehouses.length).toBeGreaterThan(0));
    expect(calls.suppliers[0]).toEqual([undefined, [7]]);
    expect(calls.warehouses[0]).toEqual([undefined, ['overseas', 'platform'], [3]]);
    await waitFor(() => expect(container.textContent).toContain('SUP-7 华讯'));
    await waitFor(() => expect(container.textContent).toContain('WH-LA LA'));
  });
});
