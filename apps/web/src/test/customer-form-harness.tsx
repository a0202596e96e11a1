import type { Customer } from '@iris/domain/customers/customer.schemas';
import { afterEach, beforeEach, vi } from 'vitest';
import { CustomerFormDialog } from '../features/customers/customer-form-dialog';
import { envelopeResponse, renderWithProviders } from './render-with-providers';

/** What the form sent, in order: each request's path (without /api/) and its JSON body. */
export type SentRequest = { path: string; body: unknown };

/** The API's answer to a save: the customer stored, with the message the dialog shows. */
export const savedAnswer = (customer: Customer, message = 'Registro guardado correctamente.') =>
  envelopeResponse(200, { result: true, message, codeError: null, data: { data: customer } });

/**
 * The patient's form against a fetch that records every request and answers `answer()` (read at
 * each request, so that a test may change it): call once at a file's top level.
 */
export function customerFormHarness(answer: () => Response) {
  const fetchMock = vi.fn<typeof fetch>();
  const sent: SentRequest[] = [];
  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockImplementation((input, init) => {
      sent.push({
        path: (input as string).replace(/^\/api\//, ''),
        body: JSON.parse(init?.body as string),
      });
      return Promise.resolve(answer());
    });
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.unstubAllGlobals();
  });
  const renderForm = (customer: Customer | null) => {
    const onSaved = vi.fn();
    renderWithProviders(
      <CustomerFormDialog
        open
        customer={customer}
        branchId={3}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    return { onSaved };
  };
  return { sent, renderForm };
}
