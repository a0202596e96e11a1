import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// Vitest runs without globals, so Testing Library cannot register its own cleanup.
afterEach(cleanup);

// A `findBy…` waits for what the screen will show: on a loaded CI machine a debounced search over
// a thousand cards can take past the default second, which failed a correct test.
configure({ asyncUtilTimeout: 5000 });

// jsdom has no layout engine; the DataGrid only needs these to exist.
class ResizeObserverStub {
  observe(): void {}
  unobserve(): void {}
  disconnect(): void {}
}
(globalThis as Partial<typeof globalThis>).ResizeObserver ??= ResizeObserverStub;

// The administrator's branch for the session (lib/working-branch.tsx) lives in sessionStorage,
// which jsdom keeps from one test to the next.
afterEach(() => sessionStorage.clear());
