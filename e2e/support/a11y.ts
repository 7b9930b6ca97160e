import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from './journey';

type Violation = Awaited<ReturnType<AxeBuilder['analyze']>>['violations'][number];

const describe = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.help}\n${v.nodes
    .slice(0, 5)
    .map((n) => `  ${n.target.join(' ')}\n    ${n.failureSummary?.replace(/\n/g, '\n    ')}`)
    .join('\n')}`;

/**
 * Runs axe-core (every rule it runs by default, WCAG 2.x A/AA and best practices) on what the
 * page shows now and fails on any serious or critical violation, naming the rule and elements.
 *
 * A screen without frames (nearly all) is checked by `axe.run` in the page (the builder's legacy
 * mode), reporting only violations in full (`resultTypes`). The builder's default runs axe per
 * frame, serialises every node each rule passed (a selector each) and aggregates in a blank page
 * it opens for every call: about three times as long on the menu's screens, for results nobody
 * reads. What the default adds is testing inside frames (legacy mode skipped a srcdoc frame's
 * image without alt in a check), so a screen with a frame (mail template editor, attachment
 * preview) keeps it.
 */
export async function expectAccessible(page: Page, screen: string): Promise<void> {
  const t0 = Date.now();
  const builder = new AxeBuilder({ page }).options({ resultTypes: ['violations'] });
  if (page.frames().length === 1) builder.setLegacyMode();
  const { violations } = await builder.analyze();
  if (process.env.A11Y_TIMING) console.log(`axe ${screen}: ${Date.now() - t0} ms`);
  const bad = violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  // soft: one run names every screen's violations; the test still fails at its end
  expect.soft(bad.map(describe), `axe on ${screen}`).toEqual([]);
}

/**
 * Watches a page for what makes a screen broken though it may look fine: an uncaught error,
 * an error written to the console, and a 5xx reply. `take()` returns and forgets what was seen.
 */
export function watchForErrors(page: Page): { take: () => string[] } {
  let seen: string[] = [];
  page.on('pageerror', (e) => seen.push(`uncaught: ${e.message}`));
  page.on('console', (m) => {
    // a 4xx reply is also logged by the browser as "Failed to load resource": replies are judged below
    if (m.type() === 'error' && !m.text().startsWith('Failed to load resource')) seen.push(`console: ${m.text()}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 500) seen.push(`${r.status()} ${r.request().method()} ${r.url()}`);
  });
  return {
    take: () => {
      const out = seen;
      seen = [];
      return out;
    },
  };
}
