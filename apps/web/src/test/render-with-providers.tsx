import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter, useLocation } from 'react-router';
import { i18n } from '../lib/i18n';
import { NotificationProvider } from '../lib/notifications';

/** Prints the current URL so tests can read what components wrote into the search params. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}

export function renderWithProviders(ui: ReactElement, { url = '/' }: { url?: string } = {}) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <NotificationProvider>
          <MemoryRouter initialEntries={[url]}>
            {children}
            <LocationProbe />
          </MemoryRouter>
        </NotificationProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
  return { ...render(ui, { wrapper }), queryClient };
}

/** A fetch Response carrying an API envelope. */
export function envelopeResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}
