import { encodeId } from '../../lib/route-id';

/*
 * Where each tile leads, as the other screens read their addresses: a branch's calendar on a
 * day's view (calendar-tab.tsx), a storage's page (route-table.ts), the sales list of a branch
 * (sales-filters.tsx).
 */

export const dayViewPath = (branchId: number, date: string) =>
  `/branches/edit/${encodeId(branchId)}?tab=calendar&view=day&date=${date}`;

/** A branch's calendar on a view (a day, or a month) of only the appointments that ask to change. */
export const changeRequestsPath = (branchId: number, date: string, view: 'day' | 'month') =>
  `/branches/edit/${encodeId(branchId)}?tab=calendar&view=${view}&date=${date}&changeRequested=1`;

export const storagePath = (storageId: number, branchId: number) =>
  `/storages/${encodeId(storageId)}/${encodeId(branchId)}`;

export const salesPath = (branchId: number | null) =>
  branchId === null ? '/sales' : `/sales?branch=${branchId}`;

/** The payments report (issue 22). */
export const PAYMENTS_PATH = '/payments';
