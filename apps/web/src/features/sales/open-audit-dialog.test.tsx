import type { Role } from '@iris/domain/users/roles';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMessages } from '../../test/load-messages';
import { SessionProvider, useSession } from '../../lib/session-context';
import { clearToken, setToken } from '../../lib/session-token';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { OpenAuditDialog } from './open-audit-dialog';

const BRANCH = { id: 3, name: 'SUCURSAL CENTRO', color: null, logoUrl: null };
const ok = (data: unknown, status = 200) =>
  envelopeResponse(status, { result: true, message: 'Caja abierta.', codeError: null, data });
const fetchMock = vi.fn<typeof fetch>();
let requests: { path: string; body: unknown }[] = [];
let role: Role;

beforeAll(() => loadMessages(['sales']));
beforeEach(() => {
  requests = [];
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    requests.push({ path, body });
    if (path === 'auth/profile') {
      const profile = { id: 1, roles: [role], email: 'a@b.c', branchId: 3, branch: BRANCH };
      return Promise.resolve(ok({ data: { ...profile, name: 'ANA', paternal: 'LÓPEZ' } }));
    }
    if (path === 'branches/options') return Promise.resolve(ok({ data: [BRANCH] }));
    // The dialog reads nothing of the answer but its message and record.
    return Promise.resolve(ok({ data: { id: 9 } }, 201));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

/** Says who is logged in, once the profile has arrived: the dialog is judged as that user. */
function Who() {
  return <p>{useSession().profile?.name}</p>;
}

async function openAs(who: Role) {
  role = who;
  renderWithProviders(
    <SessionProvider>
      <Who />
      <OpenAuditDialog branchId={3} onClose={() => undefined} />
    </SessionProvider>,
  );
  await screen.findByText('ANA');
  return screen.findByRole('dialog', { name: 'Abrir caja' });
}

async function openWith500(dialog: HTMLElement) {
  const user = userEvent.setup();
  await user.type(within(dialog).getByLabelText('Fondo inicial'), '500');
  await user.click(within(dialog).getByRole('button', { name: 'Abrir caja' }));
  await waitFor(() => expect(requests.some((r) => r.path === 'audit/open')).toBe(true));
  return requests.find((r) => r.path === 'audit/open')?.body;
}

describe('opening the cash register', () => {
  it('asks a receptionist only for the amount: the register is their own branch’s', async () => {
    const dialog = await openAs('receptionist');
    expect(within(dialog).queryByLabelText('Sucursal')).toBeNull();
    expect(await openWith500(dialog)).toEqual({ openAmount: '500.00' });
  });

  it('lets a doctor see and send the branch', async () => {
    const dialog = await openAs('doctor');
    await waitFor(() => expect(within(dialog).getByLabelText('Sucursal')).toBeTruthy());
    expect(within(dialog).getByLabelText('Sucursal').textContent).toContain('SUCURSAL CENTRO');
    expect(await openWith500(dialog)).toEqual({ openAmount: '500.00', branch: { id: 3 } });
  });
});
