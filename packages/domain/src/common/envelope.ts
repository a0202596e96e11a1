import type { ErrorCode } from '../errors/error-codes.js';
import type { TableData } from './table.js';

export interface FieldError {
  field: string;
  message: string;
}

export interface Envelope<D = unknown> {
  result: boolean;
  message: string;
  codeError: ErrorCode | null;
  data: D;
}

export type RecordData<T> = { data: T };
export type TableEnvelope<T> = Envelope<{ tableData: TableData<T> }>;
export type ErrorData = { errors?: FieldError[]; [key: string]: unknown };
