import type { CatalogueDeclaration } from './catalogue-declaration';

/**
 * The list hands its query string (page, size, sort, search) to the form it opens, so that saving
 * or cancelling returns to the same page of the table (docs/spec.md §2).
 */
export interface CatalogueFormState {
  listSearch?: string;
}

export function listUrlOf(declaration: CatalogueDeclaration, state: unknown): string {
  const search = (state as CatalogueFormState | null)?.listSearch;
  return declaration.path + (typeof search === 'string' ? search : '');
}
