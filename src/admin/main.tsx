/** The operator console: language → router → render. */
import './ui/admin.css';
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { activateLocale, chosenLocale } from './i18n';
import { router } from './router';

await activateLocale(chosenLocale());
createRoot(document.getElementById('console') as HTMLElement).render(
  <StrictMode>
    <I18nProvider i18n={i18n}>
      <RouterProvider router={router} />
    </I18nProvider>
  </StrictMode>,
);
