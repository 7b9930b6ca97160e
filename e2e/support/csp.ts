import type { Page } from '@playwright/test';

/**
 * Fails a journey when the console breaks its Content-Security-Policy: every
 * `securitypolicyviolation` event of the page, and every console message about the policy,
 * is collected; `assertNoViolations` throws with the list at the end of the journey.
 */
export async function watchCsp(page: Page): Promise<{ violations: string[]; assertNoViolations(): void }> {
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => {
    violations.push(text);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCspViolation(t: string): void }).__reportCspViolation(
        `${e.violatedDirective} blocked ${e.blockedURI || 'inline'} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  page.on('console', (msg) => {
    if (msg.type() === 'error' && /Content Security Policy/i.test(msg.text())) violations.push(msg.text());
  });
  return {
    violations,
    assertNoViolations() {
      if (violations.length > 0) throw new Error(`Content-Security-Policy violations:\n${violations.join('\n')}`);
    },
  };
}

/** The shared fixture's hook: the journey runs, then fails if the page broke the policy. */
export async function cspChecked(page: Page, use: (p: Page) => Promise<void>): Promise<void> {
  const csp = await watchCsp(page);
  await use(page);
  csp.assertNoViolations();
}
