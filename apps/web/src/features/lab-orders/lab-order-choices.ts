import type { Sale } from '@iris/domain/sales/sale.schemas';
import { useQuery } from '@tanstack/react-query';
import { useOptions } from '../../lib/options-query';
import { resourceQueries } from '../../lib/resource-queries';

/** docs/rules.md, Lab orders: a sale not CANCELADO (nor PAGADO) still takes one. */
const SENDABLE: readonly Sale['status'][] = ['NUEVO', 'EJECUTADO'];

/** The most prescriptions the dialog offers: the newest ones, the latest first. */
const PRESCRIPTIONS_SHOWN = 50;

/** A laboratory of the catalogue as the dialog offers it: its lead days set the promised date. */
export interface LaboratoryChoice {
  id: number;
  name: string;
  /** Días de entrega; null when the options did not say (the server then sets the date). */
  leadDays: number | null;
}

/**
 * What "Enviar a laboratorio" needs for a sale: whether it may be sent (NUEVO or EJECUTADO, its
 * customer a patient rather than the walk-in customer, with at least one prescription), the
 * patient's prescriptions newest first and the laboratories. Nothing is asked for a sale that
 * cannot be sent.
 */
export function useSendToLabChoices(sale: Sale, isRegisteredCustomer: boolean) {
  const sendable = isRegisteredCustomer && SENDABLE.includes(sale.status);
  const prescriptions = useQuery({
    ...resourceQueries.table('prescriptions/getTable', {
      page: 1,
      rowsPerPage: PRESCRIPTIONS_SHOWN,
      sortBy: 'date',
      descending: true,
      filters: { customerId: sale.customer.id },
    }),
    enabled: sendable,
  });
  const laboratories = useOptions('laboratories', sendable);
  const items = prescriptions.data?.items ?? [];
  return {
    allowed: sendable && items.length > 0,
    prescriptions: items,
    laboratories: laboratories.data?.map((option): LaboratoryChoice => ({
      id: option.id,
      name: option.name,
      leadDays: typeof option.leadDays === 'number' ? option.leadDays : null,
    })),
  };
}
