import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { AppProviders } from './app/app-providers';
import { AppRouter, routerReady } from './app/app-router';
import { readBootedSession } from './lib/session-context';

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

/** How long the splash may wait for the page's code and the profile before the app starts anyway. */
const FIRST_PAGE_WAIT_MS = 1000;

// The first render waits, behind the splash of index.html, for what the page a visitor lands on
// needs (its code and, with a saved session, the profile the boot script asked for): the page is
// then drawn in one go instead of a loading state first and the page after it. A slow answer
// does not hold the app: after a moment it starts with its loading state as before. The router
// is made in a task after the one that evaluated the app's code: on a phone each is shorter than
// the two together (Lighthouse's Total Blocking Time).
const profileRead = readBootedSession();
void new Promise((resolve) => setTimeout(resolve, 0))
  .then(() =>
    Promise.race([
      Promise.all([routerReady(), profileRead]),
      new Promise((resolve) => setTimeout(resolve, FIRST_PAGE_WAIT_MS)),
    ]),
  )
  .then(() => {
    // The first render as a transition: React works in short slices and a slow phone keeps
    // answering meanwhile, while the splash stays on screen until the page is ready.
    startTransition(() => {
      createRoot(container).render(
        <StrictMode>
          <AppProviders>
            <AppRouter />
          </AppProviders>
        </StrictMode>,
      );
    });
  });
