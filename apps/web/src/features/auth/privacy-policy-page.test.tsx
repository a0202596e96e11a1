import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SessionProvider } from '../../lib/session-context';
import { clearToken } from '../../lib/session-token';
import { fetchMock, installPrivacyServer, server } from '../../test/privacy-fixtures';
import { renderWithProviders } from '../../test/render-with-providers';
import { PrivacyPolicyPage } from './privacy-policy-page';

installPrivacyServer();

describe('the public /privacyPolicy', () => {
  it('shows the version in force to anyone, without a session', async () => {
    clearToken();
    renderWithProviders(
      <SessionProvider>
        <PrivacyPolicyPage />
      </SessionProvider>,
    );
    expect(await screen.findByText(/Aviso de privacidad integral\./)).toBeTruthy();
    expect(screen.getByText('Versión 2, publicada el 01/11/2026')).toBeTruthy();
    const asked = fetchMock.mock.calls.find(([input]) => input === '/api/privacy-notices/current');
    expect(new Headers(asked?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('says when none was published yet', async () => {
    server.notice = null;
    clearToken();
    renderWithProviders(
      <SessionProvider>
        <PrivacyPolicyPage />
      </SessionProvider>,
    );
    expect(await screen.findByText(/aún no se ha publicado/)).toBeTruthy();
  });
});
