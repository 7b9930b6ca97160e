import type { Page } from '@playwright/test';

/**
 * Records what a page did, for a journey that fails only now and then on a loaded machine:
 * every history change (with the stack that made it), the console, and the API calls with
 * their status. `print()` writes it to the run's output, where CI keeps it.
 */
export async function traceNavigation(page: Page): Promise<{ print: () => Promise<void> }> {
  await page.addInitScript(() => {
    const w = window as unknown as { __navigations: string[] };
    w.__navigations = [];
    for (const m of ['pushState', 'replaceState'] as const) {
      const original = history[m].bind(history);
      history[m] = (data: unknown, unused: string, url?: string | URL | null) => {
        w.__navigations.push(`${Date.now()} ${m} ${String(url)} ${new Error().stack?.split('\n').slice(2, 9).join(' | ')}`);
        original(data, unused, url);
      };
    }
  });
  const events: string[] = [];
  const isApi = (url: string) => new URL(url).pathname.startsWith('/lenkor-');
  page.on('console', (m) => events.push(`${Date.now()} console.${m.type()} ${m.text()}`));
  page.on('request', (r) => {
    if (isApi(r.url())) events.push(`${Date.now()} > ${r.method()} ${r.url()}`);
  });
  page.on('response', (r) => {
    if (isApi(r.url())) events.push(`${Date.now()} < ${r.status()} ${r.url()}`);
  });
  return {
    print: async () => {
      const navigations = await page.evaluate(() => (window as unknown as { __navigations: string[] }).__navigations).catch(() => []);
      console.log(`navigations:\n${navigations.join('\n')}\nevents:\n${events.join('\n')}`);
    },
  };
}

/** Runs an expectation; when it fails, the trace is printed before the failure is reported. */
export async function orPrint(trace: { print: () => Promise<void> }, check: () => Promise<void>): Promise<void> {
  try {
    await check();
  } catch (e) {
    await trace.print();
    throw e;
  }
}
