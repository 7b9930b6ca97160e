import '@testing-library/jest-dom/vitest';
import { LANGUAGES } from '@diagops/contracts';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';
import { loadLanguage } from '../shared/i18n/i18n';

afterEach(() => {
  cleanup();
  sessionStorage.clear();
  localStorage.clear();
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

// the console loads the texts of the language in use before it renders; tests switch languages
await Promise.all(LANGUAGES.map(loadLanguage));
