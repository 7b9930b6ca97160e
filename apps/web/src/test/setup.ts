import '@testing-library/jest-dom/vitest';
import { LANGUAGES } from '@diagops/contracts';
import { cleanup } from '@testing-library/react';
import { Modal, message, notification } from 'antd';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { noticeSettled } from '../shared/http/notice';
import { i18n, loadAllTexts } from '../shared/i18n/i18n';
import { currentLanguage } from '../shared/i18n/language';
import { pickersSettled } from '../shared/kit/lazy-pickers';
import { resetConfirms } from '../shared/ui/modal/confirm';
import { resetToasts } from '../shared/ui/toast';

// files share a worker's modules (vitest.config.ts): each starts in the language a fresh console would
beforeAll(async () => {
  await i18n.changeLanguage(currentLanguage());
});

afterEach(() => {
  cleanup();
  resetConfirms();
  resetToasts();
  // antd's static messages (tests that render antd's App) outlive a test
  message.destroy();
  notification.destroy();
  sessionStorage.clear();
  localStorage.clear();
});

// Static confirms live outside the tested tree and, in jsdom, never finish closing. Work React
// scheduled for them (or for a promise settled as the last test ended) must run before jsdom is
// torn down, or React renders without a window ("window is not defined") and fails the run.
// The scheduler chains its work on setImmediate, which runs before a timer that comes later.
// What is scheduled later still (an antd message's close timer) is let through by the root
// vitest.config.ts (isReactAfterTeardown), and only that error.
afterAll(async () => {
  // what a screen started to load on first use (antd's pickers, antd's message for a failed call) arrives before the page goes
  await Promise.allSettled([pickersSettled(), noticeSettled()]);
  Modal.destroyAll();
  await new Promise((r) => setTimeout(r, 30));
});

// antd reads these; jsdom lacks them
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addListener() {},
      removeListener() {},
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}

// the console loads the texts of the language in use before it renders (an area's with its first page); tests
// render any screen in either language
await Promise.all(LANGUAGES.map(loadAllTexts));
