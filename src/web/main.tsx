import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { App, createQueryClient } from './app/app.tsx';
// Listens for the browser's install offer at once: it can come before the app renders.
import './features/marketing/install-prompt.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import { preloadPage } from './app/routes.tsx';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no element with the id "root"');

registerServiceWorker();

// A prerendered page loads the whole stylesheet as a print one, so that it does not compete with
// the first paint (scripts/prerender.ts): it applies from here on, before anything renders.
for (const link of document.querySelectorAll<HTMLLinkElement>('link[data-beasties-media]')) {
  link.media = link.dataset.beastiesMedia ?? 'all';
  link.removeAttribute('data-beasties-media');
}

const app = (
  <StrictMode>
    <BrowserRouter>
      <App queryClient={createQueryClient()} />
    </BrowserRouter>
  </StrictMode>
);

// A prerendered page (scripts/prerender.ts) is hydrated once its page's code is in, so the first
// render matches the markup; the plain shell renders from scratch. Not a top-level await: the
// page's chunk imports from this one, which must have finished running first. As a transition,
// hydration yields to the browser every few milliseconds instead of holding it in one long task.
if (root.hasChildNodes()) {
  void preloadPage(window.location.pathname).then(() =>
    startTransition(() => {
      hydrateRoot(root, app);
    }),
  );
} else {
  createRoot(root).render(app);
}
