import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app.tsx';
// Listens for the browser's install offer at once: it can come before the app renders.
import './features/marketing/install-prompt.ts';
import { registerServiceWorker } from './app/register-service-worker.ts';
import './styles.css';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no element with the id "root"');

registerServiceWorker();

createRoot(root).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
