import './fonts.css';
import './index.css';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import { installHistoryBlocker } from './app/historyBlocker';
import { preloadRoute } from './app/router';

installHistoryBlocker(window);

const container = document.getElementById('root');
if (!container) throw new Error('Root element #root is missing');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// Public pages arrive rendered by the server (server/src/ssr): React adopts that markup instead of redrawing it.
if (container.hasChildNodes()) {
  // As a transition, hydration yields to the browser every few milliseconds instead of one long task.
  const hydrate = () => startTransition(() => void hydrateRoot(container, app));
  preloadRoute(window.location.pathname).then(hydrate, hydrate);
} else {
  createRoot(container).render(app);
}
