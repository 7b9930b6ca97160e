import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from './app/providers/app-providers';
import { router } from './app/router/router';
import { installUnauthorizedRedirect } from './app/router/unauthorized-redirect';
import './app/global.css';

installUnauthorizedRedirect(router);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
