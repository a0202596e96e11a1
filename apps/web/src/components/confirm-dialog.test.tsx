import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DOUBLE_CLICK_MS } from './confirm-dialog';
import { useConfirm } from './use-confirm';

/** A button whose work is confirmed first, as "Ejecutar" on a sale is. */
function Execute({ work }: { work: () => void }) {
  const [confirm, dialog] = useConfirm();
  const execute = async () => {
    if (await confirm({ title: '¿Ejecutar la venta?', text: 'La venta 12 se ejecutará.' })) work();
  };
  return (
    <>
      <button type="button" onClick={() => void execute()}>
        Ejecutar
      </button>
      {dialog}
    </>
  );
}

/** Where a click lands beside the dialog's window: its backdrop, as MUI draws it. */
const backdrop = () => document.querySelector('.MuiDialog-container') as HTMLElement;

afterEach(() => vi.restoreAllMocks());

describe('a confirmation', () => {
  it('stays open when the second click of a double click lands on its backdrop', async () => {
    const work = vi.fn();
    // The clock the dialog reads: jsdom's own may take longer than a person between two clicks.
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Execute work={work} />);
    // In a browser the second click lands where the first did: on the backdrop now over it.
    await user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    now += 150;
    await user.click(backdrop());
    expect(screen.getByRole('dialog', { name: '¿Ejecutar la venta?' })).toBeTruthy();
    expect(work).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(work).toHaveBeenCalledTimes(1);
  });

  it('takes a later click on its backdrop for "Cancelar", unless it is a double click', async () => {
    const work = vi.fn();
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Execute work={work} />);
    await user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    now += DOUBLE_CLICK_MS + 1;
    // A slow double click (the system's setting) is still one: its second click says so.
    fireEvent.mouseDown(backdrop());
    fireEvent.click(backdrop(), { detail: 2 });
    // Closing empties the question: its title names a dialog still asking.
    expect(screen.getByRole('dialog', { name: '¿Ejecutar la venta?' })).toBeTruthy();

    await user.click(backdrop());
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(work).not.toHaveBeenCalled();
  });

  it('cancels with Escape at once', async () => {
    const work = vi.fn();
    const user = userEvent.setup({ delay: null });
    renderWithProviders(<Execute work={work} />);
    await user.click(screen.getByRole('button', { name: 'Ejecutar' }));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(work).not.toHaveBeenCalled();
  });
});
