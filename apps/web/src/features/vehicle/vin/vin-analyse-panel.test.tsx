import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen } from '@testing-library/react';
import { App } from 'antd';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { VinAnalysePanel } from './vin-analyse-panel';

function renderPanel() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <I18nextProvider i18n={i18n}>
        <App>
          <VinAnalysePanel />
        </App>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
const type = (vin: string) => fireEvent.change(screen.getByTestId('vin-input'), { target: { value: vin } });

describe('Analyse a VIN: the checks as the VIN is typed', () => {
  it('blocks 16 characters and an O with their messages (zh-CN), and a wrong North American check digit', async () => {
    await i18n.changeLanguage('zh-CN');
    renderPanel();
    type('1HGCM82633A00435');
    expect(screen.getByTestId('vin-errors').textContent).toContain('车架号（VIN）必须为17位');
    expect(screen.getByTestId('vin-analyse').closest('button')!.disabled).toBe(true);
    type('1HGCM82633AO04352');
    expect(screen.getByTestId('vin-errors').textContent).toContain('不含I、O、Q');
    type('1HGCM82643A004352');
    expect(screen.getByTestId('vin-errors').textContent).toContain('第9位校验位不正确');
  });

  it('only warns of a European VIN without a valid check digit (en-US), which can be analysed', async () => {
    await i18n.changeLanguage('en-US');
    renderPanel();
    type('WBA3A5C5XDF123456');
    expect(screen.queryByTestId('vin-errors')).toBeNull();
    expect(screen.getByTestId('vin-warnings').textContent).toContain('The check digit (position 9) of the VIN is wrong');
    expect(screen.getByTestId('vin-analyse').closest('button')!.disabled).toBe(false);
  });
});
