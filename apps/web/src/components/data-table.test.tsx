import type { GridColDef } from '@mui/x-data-grid';
import { act, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  envelopeResponse,
  LocationProbe,
  renderWithProviders,
} from '../test/render-with-providers';
import { columnsFor, DataTable, type TableColumn } from './data-table';
import { useTableParams } from './use-table-params';

interface Row {
  id: number;
  name: string;
  email: string;
}

const columns: GridColDef<Row>[] = [
  { field: 'name', headerName: 'Nombre' },
  { field: 'email', headerName: 'Correo' },
];

function tablePage(
  page: number,
  size: number,
  total = { total_items: 60, total_estimated: false },
) {
  const items = Array.from({ length: size }, (_, i) => ({
    id: page * 100 + i,
    name: `NOMBRE ${i}`,
    email: `p${i}@example.com`,
  }));
  return {
    result: true,
    message: 'ok',
    codeError: null,
    data: {
      tableData: {
        items,
        current: page,
        limit: size,
        ...total,
        sortBy: 'email',
        descending: false,
      },
    },
  };
}

describe('DataTable', () => {
  const fetchMock = vi.fn<typeof fetch>();

  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((_url, init) => {
      const body = JSON.parse(init?.body as string) as { page: number; rowsPerPage: number };
      return Promise.resolve(envelopeResponse(200, tablePage(body.page, body.rowsPerPage)));
    });
  });

  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });

  // apiRequest always sends a JSON string body.
  const lastBody = () =>
    JSON.parse(fetchMock.mock.lastCall?.[1]?.body as string) as Record<string, unknown>;

  it('reads page, size, sort and search from the URL and posts them to the endpoint', async () => {
    renderWithProviders(<DataTable<Row> endpoint="users/getBranchPersonal" columns={columns} />, {
      url: '/users?page=2&pageSize=10&sortBy=email&descending=false&search=ana',
    });

    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(fetchMock.mock.lastCall?.[0]).toBe('/api/users/getBranchPersonal');
    expect(lastBody()).toEqual({
      page: 2,
      rowsPerPage: 10,
      sortBy: 'email',
      descending: false,
      filters: { search: 'ana' },
    });
    expect(screen.getByLabelText<HTMLInputElement>('Buscar').value).toBe('ana');
  });

  it('defaults to the first page of 5, descending on the second column', async () => {
    renderWithProviders(<DataTable<Row> endpoint="users/getBranchPersonal" columns={columns} />, {
      url: '/users',
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastBody()).toEqual({
      page: 1,
      rowsPerPage: 5,
      sortBy: 'email',
      descending: true,
      filters: {},
    });
  });

  it('ignores values the API would reject', async () => {
    renderWithProviders(<DataTable<Row> endpoint="users/getBranchPersonal" columns={columns} />, {
      url: '/users?page=-1&pageSize=7&sortBy=password',
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(lastBody()).toMatchObject({
      page: 1,
      rowsPerPage: 5,
      sortBy: 'email',
      descending: true,
    });
  });

  it('writes the next page into the URL', async () => {
    renderWithProviders(<DataTable<Row> endpoint="users/getBranchPersonal" columns={columns} />, {
      url: '/users?pageSize=10',
    });
    await screen.findByText('NOMBRE 0');

    await userEvent.click(screen.getByRole('button', { name: /siguiente/i }));

    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/users?pageSize=10&page=2'),
    );
    await waitFor(() => expect(lastBody()).toMatchObject({ page: 2, rowsPerPage: 10 }));
  });
});

describe('DataTable totals', () => {
  const fetchMock = vi.fn<typeof fetch>();
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const serve = (total: { total_items: number; total_estimated: boolean }) => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation(() =>
      Promise.resolve(envelopeResponse(200, tablePage(1, 5, total))),
    );
    renderWithProviders(<DataTable<Row> endpoint="users/getBranchPersonal" columns={columns} />, {
      url: '/users',
    });
  };

  it('shows an exact total with thousands separators', async () => {
    serve({ total_items: 1234, total_estimated: false });
    expect(await screen.findByText('1–5 de 1,234')).toBeTruthy();
  });

  it("says 'alrededor de' when the server answers an estimate, and still pages on", async () => {
    serve({ total_items: 1_000_000, total_estimated: true });
    expect(await screen.findByText('1–5 de alrededor de 1,000,000')).toBeTruthy();
    const next = screen.getByRole('button', { name: /siguiente/i });
    expect(next.hasAttribute('disabled')).toBe(false);
  });
});

describe('useTableParams', () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter initialEntries={['/users?page=3']}>
      {children}
      <LocationProbe />
    </MemoryRouter>
  );

  it('writes sort and size changes to the search params', () => {
    const { result } = renderHook(
      () => useTableParams({ defaultSortBy: 'id', sortFields: ['id', 'name'] }),
      { wrapper },
    );
    expect(result.current[0]).toEqual({
      page: 3,
      pageSize: 5,
      sortBy: 'id',
      descending: true,
      search: '',
    });

    act(() => result.current[1]({ sortBy: 'name', descending: false, page: 1 }));
    expect(result.current[0]).toMatchObject({ page: 1, sortBy: 'name', descending: false });
    expect(screen.getByTestId('location').textContent).toBe(
      '/users?page=1&sortBy=name&descending=false',
    );

    act(() => result.current[1]({ pageSize: 25, search: '' }));
    expect(result.current[0]).toMatchObject({ pageSize: 25, search: '' });
  });

  it('keeps two tables of one page apart by their URL prefix', () => {
    const { result } = renderHook(
      () => ({
        staff: useTableParams({ defaultSortBy: 'id', sortFields: ['id'], urlPrefix: 'staff' }),
        pending: useTableParams({ defaultSortBy: 'id', sortFields: ['id'], urlPrefix: 'pending' }),
      }),
      { wrapper },
    );
    // The page's own `page=3` belongs to neither.
    expect(result.current.staff[0].page).toBe(1);
    act(() => result.current.staff[1]({ page: 4 }));
    act(() => result.current.pending[1]({ pageSize: 10, page: 2 }));
    expect(result.current.staff[0]).toMatchObject({ page: 4, pageSize: 5 });
    expect(result.current.pending[0]).toMatchObject({ page: 2, pageSize: 10 });
    expect(screen.getByTestId('location').textContent).toBe(
      '/users?page=3&staff.page=4&pending.pageSize=10&pending.page=2',
    );
  });
});

describe('columnsFor', () => {
  const wide: TableColumn<Row>[] = [
    { field: 'photo', headerName: 'Foto', width: 90 },
    { field: 'name', headerName: 'Nombre', width: 200, phone: true },
    { field: 'email', headerName: 'Correo', flex: 2, minWidth: 180 },
    { field: 'phone', headerName: 'Teléfono', minWidth: 140, phone: true },
  ];
  const fields = (columns: { field: string }[]) => columns.map((column) => column.field);

  it('keeps every column on a wide screen, as declared', () => {
    const columns = columnsFor(wide, false);
    expect(fields(columns)).toEqual(['photo', 'name', 'email', 'phone']);
    expect(columns[1]).toMatchObject({ width: 200 });
  });

  it('shows a phone the flagged columns only, sharing its width', () => {
    const columns = columnsFor(wide, true);
    expect(fields(columns)).toEqual(['name', 'phone']);
    expect(columns[0]).toMatchObject({ width: undefined, flex: 1, minWidth: 72 });
  });

  it('shows a phone the first two columns of a table that flags none, a narrow one kept', () => {
    const columns = columnsFor(
      wide.map(({ phone: _phone, ...column }) => column),
      true,
    );
    expect(fields(columns)).toEqual(['photo', 'name']);
    expect(columns[0]).toMatchObject({ width: 90, minWidth: 90 });
  });

  it('keeps a value that reads whole at its width on a phone, on one line', () => {
    const money: TableColumn<Row>[] = [
      { field: 'name', headerName: 'Nombre', flex: 1, phone: true },
      { field: 'email', headerName: 'Total', width: 100, whole: true, phone: true },
    ];
    for (const phone of [false, true]) {
      expect(columnsFor(money, phone)[1]).toMatchObject({
        width: 100,
        minWidth: 100,
        cellClassName: 'iris-whole',
      });
    }
    expect(columnsFor(money, true)[0]).toMatchObject({ flex: 1, minWidth: 72 });
  });

  it("shows a phone's own column on a phone alone", () => {
    const folded: TableColumn<Row>[] = [
      { field: 'name', headerName: 'Nombre', phone: true },
      { field: 'email', headerName: 'Correo' },
      { field: 'both', headerName: 'Nombre y correo', phone: 'only' },
    ];
    expect(fields(columnsFor(folded, false))).toEqual(['name', 'email']);
    expect(fields(columnsFor(folded, true))).toEqual(['name', 'both']);
  });
});
