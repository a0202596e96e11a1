import { wholeNumber } from '@iris/domain/common/fields';
import { moneyField } from '@iris/domain/common/money';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render-with-providers';
import { FormDialog } from './form-dialog';
import { MoneyInput, tidyMoney } from './money-input';
import { NumberInput } from './number-input';

const schema = z.object({ qty: wholeNumber(1, 1_000_000), price: moneyField() });

function renderForm() {
  const onSubmit = vi.fn<(values: z.output<typeof schema>) => Promise<object>>(() =>
    Promise.resolve({}),
  );
  renderWithProviders(
    <FormDialog
      open
      title="Agregar producto"
      schema={schema}
      defaultValues={{ qty: '', price: '' }}
      onSubmit={onSubmit}
      onClose={() => undefined}
    >
      <NumberInput name="qty" label="Cantidad" />
      <MoneyInput name="price" label="Precio" />
    </FormDialog>,
  );
  return {
    onSubmit,
    qty: screen.getByLabelText<HTMLInputElement>('Cantidad'),
    price: screen.getByLabelText<HTMLInputElement>('Precio'),
    save: () => userEvent.click(screen.getByRole('button', { name: 'Guardar' })),
  };
}

describe('NumberInput', () => {
  it('keeps 2.5 as typed and says it must be whole, as soon as the person moves on', async () => {
    const form = renderForm();
    await userEvent.type(form.qty, '2.5');
    expect(form.qty.value).toBe('2.5');
    await userEvent.tab();
    expect(await screen.findByText('El campo debe ser un número entero')).toBeTruthy();
    await form.save();
    expect(form.onSubmit).not.toHaveBeenCalled();
    expect(form.qty.value).toBe('2.5');
  });

  it('says letters are not a number', async () => {
    const form = renderForm();
    await userEvent.type(form.qty, '3 cajas');
    expect(form.qty.value).toBe('3 cajas');
    await userEvent.tab();
    expect(await screen.findByText('El campo es numérico')).toBeTruthy();
  });

  it('offers the digit keyboard on phones and submits a whole number', async () => {
    const form = renderForm();
    expect(form.qty.inputMode).toBe('numeric');
    expect(form.price.inputMode).toBe('decimal');
    await userEvent.type(form.qty, '12');
    await userEvent.type(form.price, '1,229.00');
    await form.save();
    await waitFor(() => expect(form.onSubmit).toHaveBeenCalled());
    expect(form.onSubmit.mock.calls[0]?.[0]).toEqual({ qty: 12, price: '1229.00' });
  });
});

describe('MoneyInput', () => {
  it('writes money the way Iris does once the person moves on', async () => {
    const form = renderForm();
    await userEvent.type(form.price, '1229.5');
    await userEvent.tab();
    expect(form.price.value).toBe('1,229.50');
    expect(screen.getByText('$')).toBeTruthy();
  });

  it('refuses what is not money with a clear message, leaving it as typed', async () => {
    const form = renderForm();
    await userEvent.type(form.qty, '1');
    for (const typed of ['12,50', 'mil', '1.229,00']) {
      await userEvent.clear(form.price);
      await userEvent.type(form.price, typed);
      await userEvent.tab();
      expect(form.price.value).toBe(typed);
      expect(
        await screen.findByText('Debe ser un importe de 0 o más, con hasta 2 decimales'),
      ).toBeTruthy();
    }
    await form.save();
    expect(form.onSubmit).not.toHaveBeenCalled();
  });

  it('tidies only what reads as money, exactly', () => {
    expect(tidyMoney('$1,229')).toBe('1,229.00');
    expect(tidyMoney('9999999999.99')).toBe('9,999,999,999.99');
    expect(tidyMoney('0012.3')).toBe('12.30');
    expect(tidyMoney('12,50')).toBe('12,50');
    expect(tidyMoney('')).toBe('');
  });
});
