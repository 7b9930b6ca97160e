import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, Route, Routes } from 'react-router';
import { i18n } from '../shared/i18n/i18n';
import { AppProvider } from '../shared/ui/app';

// jsdom has none; antd's tables and tabs observe their size
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
} as unknown as typeof ResizeObserver;

/**
 * Tests only: a page at a url, under its route pattern, with the providers the console gives it
 * (queries without retries, i18n, the app's antd context). Any other url renders `left`.
 */
export function renderAt(Page: ComponentType, pattern: string, url: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <AppProvider>
          <MemoryRouter initialEntries={[url]}>
            <Routes>
              <Route path={pattern} element={<Page />} />
              <Route path="*" element={<p data-testid="left">left</p>} />
            </Routes>
          </MemoryRouter>
        </AppProvider>
      </I18nextProvider>
    </QueryClientProvider>,
  );
}
