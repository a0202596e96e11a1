import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SessionProvider } from '../../lib/session-context';
import { clearToken, getToken, setToken } from '../../lib/session-token';
import { loadMessages } from '../../test/load-messages';
import { envelopeResponse, renderWithProviders } from '../../test/render-with-providers';
import { MfaSetupDialog } from './mfa-setup';

const fetchMock = vi.fn<typeof fetch>();
let paths: string[] = [];
let setups = 0;
const CODES = Array.from({ length: 10 }, (_, i) => `AAAA-BBBB-CCCC-${String(i).padStart(4, '2')}`);
const PROFILE = { id: 1, name: 'ANA', roles: ['doctor'], email: 'ana@iris.test' };

const ok = (data: unknown, message = 'Listo.') =>
  envelopeResponse(200, { result: true, message, codeError: null, data });

function serve(path: string, body: { code?: string }): Response {
  if (path === 'auth/profile') return ok({ data: PROFILE });
  if (path === 'auth/mfa/setup') {
    setups += 1;
    return ok({
      secret: `JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PX${setups}`,
      otpauthUrl: 'otpauth://totp/Iris:ana',
      qrCode: 'data:image/svg+xml;base64,PHN2Zy8+',
    });
  }
  if (path === 'auth/mfa/enable') {
    return body.code === '123456'
      ? ok({ recoveryCodes: CODES }, 'Verificación en dos pasos activada.')
      : envelopeResponse(401, {
          result: false,
          message: 'El código de verificación no es válido o ya se usó.',
          codeError: 'mfa_invalid',
          data: {},
        });
  }
  return envelopeResponse(404, { result: false, message: '', codeError: 'not_found', data: {} });
}

beforeAll(() => loadMessages(['security']));
beforeEach(() => {
  paths = [];
  setups = 0;
  vi.stubGlobal('fetch', fetchMock);
  setToken('token');
  fetchMock.mockImplementation((input, init) => {
    const path = (input as string).replace(/^\/api\//, '');
    paths.push(path);
    const body = JSON.parse((init?.body as string | undefined) ?? '{}') as { code?: string };
    return Promise.resolve(serve(path, body));
  });
});
afterEach(() => {
  clearToken();
  fetchMock.mockReset();
  vi.unstubAllGlobals();
});

function Harness({ onDone, onClose }: { onDone: () => void; onClose: () => void }) {
  return (
    <SessionProvider>
      <MfaSetupDialog open onClose={onClose} onDone={onDone} />
    </SessionProvider>
  );
}

describe('turning two-step verification on', () => {
  it('shows the QR code and the key, refuses a wrong code on its field, then the codes once', async () => {
    const onDone = vi.fn();
    const onClose = vi.fn();
    renderWithProviders(<Harness onDone={onDone} onClose={onClose} />);
    const qr = await screen.findByRole('img', {
      name: 'Código QR para tu aplicación de autenticación',
    });
    expect(qr.getAttribute('src')).toBe('data:image/svg+xml;base64,PHN2Zy8+');
    const key = screen.getByLabelText<HTMLTextAreaElement>('Clave para escribir a mano');
    expect(key.value).toBe('JBSW Y3DP EHPK 3PXP JBSW Y3DP EHPK 3PX1');

    const user = userEvent.setup();
    const code = screen.getByLabelText('Código de verificación');
    await user.type(code, '654321');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await screen.findByText('El código de verificación no es válido o ya se usó.');
    await waitFor(() => expect(code.getAttribute('aria-invalid')).toBe('true'));
    // A wrong code is not an ended session.
    expect(getToken()).toBe('token');

    await user.clear(code);
    await user.type(code, '123456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    const list = await screen.findByRole('list', { name: 'Códigos de recuperación' });
    expect([...list.querySelectorAll('li')].map((li) => li.textContent)).toEqual(CODES);
    expect(screen.getByText(/no volverán a mostrarse/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Copiar' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Descargar (.txt)' })).toBeTruthy();

    // Neither Escape nor a click outside closes it: only "Ya los guardé".
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Ya los guardé' }));
    expect(onDone).toHaveBeenCalledOnce();
    expect(paths.filter((path) => path === 'auth/mfa/setup')).toHaveLength(1);
  });

  it('can be left before the code, by Cancelar or Escape', async () => {
    const onClose = vi.fn();
    renderWithProviders(<Harness onDone={vi.fn()} onClose={onClose} />);
    await screen.findByLabelText('Clave para escribir a mano');
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledOnce();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(onClose).toHaveBeenCalledTimes(2);
    expect(paths).not.toContain('auth/mfa/enable');
  });

  it('downloads the codes as a text file, and copies them', async () => {
    const saved: Blob[] = [];
    vi.stubGlobal('URL', {
      ...URL,
      createObjectURL: (blob: Blob) => (saved.push(blob), 'blob:codes'),
      revokeObjectURL: () => undefined,
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithProviders(<Harness onDone={vi.fn()} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Código de verificación'), '123456');
    await user.click(screen.getByRole('button', { name: 'Activar' }));
    await user.click(await screen.findByRole('button', { name: 'Descargar (.txt)' }));
    expect(click).toHaveBeenCalledOnce();
    // jsdom's Blob has no text(): read it as a page would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as string);
      reader.readAsText(saved[0]!);
    });
    expect(saved[0]!.type).toBe('text/plain;charset=utf-8');
    expect(text).toContain('ana@iris.test');
    for (const code of CODES) expect(text).toContain(code);
    click.mockRestore();

    // userEvent gives the page a clipboard, as a browser over https has.
    await user.click(screen.getByRole('button', { name: 'Copiar' }));
    await screen.findByText('Códigos copiados.');
    expect(await navigator.clipboard.readText()).toBe(text);
  });
});
