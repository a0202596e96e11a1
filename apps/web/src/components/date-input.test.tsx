import { dateField, timeField } from '@iris/domain/common/fields';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { DateInput } from './date-input';
import { FormDialog } from './form-dialog';
import { TimeInput } from './time-input';

const schema = z.object({ day: dateField(), at: timeField() });

function renderForm(defaults: { day: string; at: string }) {
  const onSubmit = vi.fn<(values: z.output<typeof schema>) => Promise<object>>(() =>
    Promise.resolve({}),
  );
  renderWithProviders(
    <FormDialog
      open
      title="Cita"
      schema={schema}
      defaultValues={defaults}
      onSubmit={onSubmit}
      onClose={() => undefined}
    >
      <DateInput name="day" label="Fecha" />
      <TimeInput name="at" label="Hora" />
    </FormDialog>,
  );
  const shown = (label: string) =>
    screen.getByRole('group', { name: label }).textContent.replace(/[\u2066-\u2069\u200e]/g, '');
  return {
    onSubmit,
    shown,
    type: async (label: string, digits: string) => {
      const [first] = within(screen.getByRole('group', { name: label })).getAllByRole('spinbutton');
      await userEvent.click(first!);
      await userEvent.keyboard('{Control>}a{/Control}{Backspace}');
      await userEvent.keyboard(digits);
    },
    save: () => userEvent.click(screen.getByRole('button', { name: 'Guardar' })),
  };
}

describe('DateInput and TimeInput', () => {
  it('show the API values as DD/MM/YYYY and 24-hour HH:mm', () => {
    const form = renderForm({ day: '2026-11-25', at: '14:05:00' });
    expect(form.shown('Fecha')).toContain('25/11/2026');
    expect(form.shown('Hora')).toContain('14:05');
  });

  it('submit what is typed as the API writes it', async () => {
    const form = renderForm({ day: '', at: '' });
    await form.type('Fecha', '02012027');
    await form.type('Hora', '1930');
    await form.save();
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalled());
    expect(form.onSubmit.mock.calls[0]![0]).toEqual({ day: '2027-01-02', at: '19:30' });
  });

  it('say a half-typed date is incomplete rather than keep the date it had', async () => {
    const form = renderForm({ day: '2026-11-25', at: '09:00' });
    await form.type('Fecha', '1403');
    await form.save();
    expect(await screen.findByText('Fecha incompleta: escríbela como DD/MM/AAAA')).toBeTruthy();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('say a date half-typed into an empty field is incomplete, not missing', async () => {
    const form = renderForm({ day: '', at: '09:00' });
    await form.type('Fecha', '2711');
    await form.save();
    expect(await screen.findByText('Fecha incompleta: escríbela como DD/MM/AAAA')).toBeTruthy();
    expect(screen.queryByText('El campo es requerido')).toBeNull();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('say a whole date that does not exist is wrong', async () => {
    const form = renderForm({ day: '', at: '09:00' });
    await form.type('Fecha', '31022026');
    await form.save();
    expect(await screen.findByText('Formato de fecha incorrecto')).toBeTruthy();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });
});
