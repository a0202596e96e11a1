import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelopeResponse, renderWithProviders } from '../test/render-with-providers';
import { CustomerPicker, type CustomerChoice } from './customer-picker';

/** Born on 1 January 42 years ago: 42 whatever today is. */
const BORN_42 = `${new Date().getFullYear() - 42}-01-01`;
const customer = (id: number, name: string, phone: string, birthDate: string | null) => ({
  id,
  name,
  phone,
  birthDate,
  branchId: 1,
});
const ALEJANDRO = customer(1, 'ALEJANDRO ORTIZ ÁLVAREZ', '3312340001', BORN_42);
const XIMENA = customer(2, 'XIMENA NÚÑEZ ROJAS', '4421234567', null);
const XIMENA_TOO = customer(3, 'XIMENA NÚÑEZ ROJAS', '3312340003', '2001-05-20');

/** Each search's answer waits until the test lets it go: `answer('ximena nu', [...])`. */
function controlledSearches() {
  const pending = new Map<string, (rows: unknown[]) => void>();
  const fetchMock = vi.fn<typeof fetch>((input) => {
    const search = new URL(input as string, 'http://iris.test').searchParams.get('search') ?? '';
    return new Promise((resolve) => {
      pending.set(search, (rows) =>
        resolve(
          envelopeResponse(200, {
            result: true,
            message: 'ok',
            codeError: null,
            data: { data: rows },
          }),
        ),
      );
    });
  });
  const answer = async (search: string, rows: unknown[]) => {
    await waitFor(() => expect(pending.has(search)).toBe(true));
    await act(async () => {
      pending.get(search)!(rows);
      pending.delete(search);
      await Promise.resolve();
    });
  };
  return { fetchMock, answer, searched: () => [...pending.keys()] };
}

const submitted = vi.fn();

/** The picker in a form, as in the appointment dialog: Enter must not submit it meanwhile. */
function Picker({ onChange }: { onChange: (value: CustomerChoice | null) => void }) {
  const [value, setValue] = useState<CustomerChoice | null>(null);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        submitted();
      }}
    >
      <CustomerPicker
        label="Paciente"
        branchId={1}
        value={value}
        onChange={(chosen) => {
          setValue(chosen);
          onChange(chosen);
        }}
      />
    </form>
  );
}

describe('CustomerPicker', () => {
  let searches: ReturnType<typeof controlledSearches>;

  beforeEach(() => {
    searches = controlledSearches();
    submitted.mockReset();
    vi.stubGlobal('fetch', searches.fetchMock);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('never offers an earlier text’s options while the search for what is typed runs', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Picker onChange={onChange} />);
    const input = screen.getByRole('combobox', { name: 'Paciente' });

    await user.click(input);
    await screen.findByText('Buscando…');
    await searches.answer('', [ALEJANDRO, XIMENA]);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'ALEJANDRO ORTIZ ÁLVAREZ · 33 1234 0001 · 42 años',
      'XIMENA NÚÑEZ ROJAS · 442 123 4567',
    ]);

    // The unfiltered list goes the moment the text changes; Enter then chooses nobody.
    await user.type(input, 'xi', { skipClick: true });
    expect(screen.queryAllByRole('option')).toEqual([]);
    expect(screen.getByText('Buscando…')).toBeTruthy();
    await waitFor(() => expect(searches.searched()).toContain('xi'));
    await user.type(input, 'mena nu', { skipClick: true });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(submitted).not.toHaveBeenCalled();

    // A late answer for an earlier text is not offered either.
    await searches.answer('xi', [ALEJANDRO]);
    expect(screen.queryAllByRole('option')).toEqual([]);
    await waitFor(() => expect(searches.searched()).toContain('ximena nu'));
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.getByText('Buscando…')).toBeTruthy();

    // The answer to what is typed: namesakes told apart by phone and age.
    await searches.answer('ximena nu', [XIMENA, XIMENA_TOO]);
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'XIMENA NÚÑEZ ROJAS · 442 123 4567',
      expect.stringMatching(/^XIMENA NÚÑEZ ROJAS · 33 1234 0003 · \d+ años$/),
    ]);
    expect(screen.queryByText('Buscando…')).toBeNull();
    await user.click(options[1]!);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(XIMENA_TOO);
    expect(submitted).not.toHaveBeenCalled();
  });

  it('says when nothing matches what is typed', async () => {
    const user = userEvent.setup();
    renderWithProviders(<Picker onChange={vi.fn()} />);
    await user.type(screen.getByRole('combobox', { name: 'Paciente' }), 'zz');
    await searches.answer('zz', []);
    await screen.findByText('Sin coincidencias');
    expect(screen.queryByText('Buscando…')).toBeNull();
  });
});
