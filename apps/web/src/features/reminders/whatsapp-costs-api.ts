import { pad2 } from '@iris/domain/common/dates';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';

/** A month as the address keeps it, `YYYY-MM`. */
export const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/** This computer's month, `YYYY-MM`. */
export const thisMonth = () => new Date().toLocaleDateString('en-CA').slice(0, 7);

/** The month `steps` months after (or, negative, before) a `YYYY-MM`. */
export function shiftMonth(month: string, steps: number): string {
  const [year = 0, number = 1] = month.split('-').map(Number);
  const index = year * 12 + (number - 1) + steps;
  return `${Math.floor(index / 12)}-${pad2((index % 12) + 1)}`;
}

/** A month's first and last days, as the API reads days. */
export function monthDays(month: string) {
  const [year = 0, number = 1] = month.split('-').map(Number);
  // Day 0 of the next month is this month's last.
  const last = new Date(Date.UTC(year, number, 0)).getUTCDate();
  return { from: `${month}-01`, to: `${month}-${pad2(last)}` };
}

/**
 * docs/api.md reminders/getWhatsappCosts: a month's WhatsApp messages by category, of one branch or
 * (null, super_admin) of every branch. Read again on each visit: messages go out all day.
 */
export const whatsappCostsQuery = (branchId: number | null, month: string, enabled = true) =>
  queryOptions({
    queryKey: ['reminders', 'whatsappCosts', branchId, month] as const,
    queryFn: async ({ signal }) =>
      (
        await apiRequest('POST', 'reminders/getWhatsappCosts', {
          body: { ...(branchId === null ? {} : { branchId }), ...monthDays(month) },
          signal,
        })
      ).data.data,
    staleTime: 0,
    enabled,
  });
