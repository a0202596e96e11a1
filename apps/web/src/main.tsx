import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter } from './app/app-router';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The first render as a transition: React works in short slices and a slow phone keeps answering
// meanwhile, while the splash of index.html stays on screen until the page is ready.
startTransition(() => {
  createRoot(container).render(
    <StrictMode>
      <AppProviders>
        <AppRouter />
      </AppProviders>
    </StrictMode>,
  );
});
