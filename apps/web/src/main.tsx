import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { router } from './app/router/router';
import { installUnauthorizedRedirect } from './app/router/unauthorized-redirect';
import { loadLanguage } from './shared/i18n/i18n';
import { currentLanguage } from './shared/i18n/language';
import './app/global.css';
import { runZodWithoutEval } from './app/zod-without-eval';

runZodWithoutEval();
installUnauthorizedRedirect(router);

const render = () =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>,
  );

// the texts of the language in use first (one small chunk); without them the keys show
loadLanguage(currentLanguage())
  .catch(() => undefined)
  .then(render);
