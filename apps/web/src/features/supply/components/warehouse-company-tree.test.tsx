import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import type { TWarehouseCompanyNode } from '../api/supply-options';
import { type CompanyFilter, WarehouseCompanyTree } from './warehouse-company-tree';

const nodes: TWarehouseCompanyNode[] = [
  { company: 'Lenkor GmbH', types: ['overseas', 'platform'], count: 3 },
  { company: '深圳朗科', types: ['own', 'inTransit'], count: 2 },
];

function Harness({ seen }: { seen: CompanyFilter[] }) {
  const [value, setValue] = useState<CompanyFilter>({});
  return (
    <I18nextProvider i18n={i18n}>
      <WarehouseCompanyTree
        nodes={nodes}
        value={value}
        onChange={(v) => {
          seen.push(v);
          setValue(v);
        }}
      />
    </I18nextProvider>
  );
}

afterEach(() => void i18n.changeLanguage('zh-CN'));

describe('the warehouse screen tree by company', () => {
  it('lists every company with its types in both languages, and a choice filters by company, then by type', async () => {
    for (const [lang, words] of [
      ['en-US', ['All companies', 'Overseas', 'Platform', 'Own', 'In transit']],
      ['zh-CN', ['全部公司', '海外仓', '平台仓', '自有仓', '在途仓']],
    ] as const) {
      await i18n.changeLanguage(lang);
      const seen: CompanyFilter[] = [];
      const { unmount } = render(<Harness seen={seen} />);
      for (const w of words) expect(screen.getByText(w)).toBeTruthy();
      expect(screen.getByTestId('company-all').getAttribute('aria-current')).toBe('true');
      expect(screen.getByTestId('company-all').textContent).toContain('5');
      fireEvent.click(screen.getByTestId('company-Lenkor GmbH'));
      fireEvent.click(screen.getByTestId('company-深圳朗科-inTransit'));
      expect(screen.getByTestId('company-深圳朗科-inTransit').getAttribute('aria-current')).toBe('true');
      expect(screen.getByTestId('company-all').getAttribute('aria-current')).toBe('false');
      fireEvent.click(screen.getByTestId('company-all'));
      expect(seen).toEqual([{ company: 'Lenkor GmbH' }, { company: '深圳朗科', type: 'inTransit' }, {}]);
      unmount();
    }
  });
});
