import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@/styles/global.css';
import '@/lib/i18n';
import { AppProvider } from '@/app/provider';
import { AppRouter } from '@/app/router';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element.');

createRoot(container).render(
  <StrictMode>
    <AppProvider>
      <AppRouter />
    </AppProvider>
  </StrictMode>,
);

// The service worker (offline use, installing on a phone) comes after the page has loaded, in a
// file of its own: it never slows the first visit down. A failure only means no offline use.
if (import.meta.env.PROD && 'serviceWorker' in navigator) {
  window.addEventListener(
    'load',
    () => {
      import('@/lib/service-worker')
        .then(({ registerServiceWorker }) => registerServiceWorker())
        .catch(() => undefined);
    },
    { once: true },
  );
}
