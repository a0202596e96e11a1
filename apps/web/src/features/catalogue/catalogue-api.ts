import { catalogueOf } from '@iris/domain/catalogue/catalogues';
import type { CatalogueName } from '@iris/domain/registry/resources';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../lib/api-client';
import type { TableRouteOf } from '../../components/data-table';
import type { RouteOf } from '../../lib/api-routes';
import { resourceQueries } from '../../lib/resource-queries';
import { uploadFile, type UploadRoute } from '../../lib/upload-file';
import type { CatalogueItem } from './catalogue-declaration';

/**
 * The generic catalogue pages call `{name}/getTable|get/{id}|create|update|delete/{id}|options`
 * for whichever catalogue they show. Each route is written as a template over CatalogueName, so
 * a catalogue without the route does not compile; what a call answers is then the union of every
 * catalogue's answer, read as the generic CatalogueItem.
 */
export const tableEndpoint = (name: CatalogueName): TableRouteOf<CatalogueItem> =>
  `${name}/getTable`;

export function useCatalogueRecord(name: CatalogueName, id: number | null) {
  return useQuery({
    ...resourceQueries.record(name, id),
    // Always the stored record when the form opens, never a copy from before the last save.
    staleTime: 0,
    gcTime: 0,
  });
}

/** create (201) without an id, update (PUT, id in the body) with one; answers the saved record. */
export function saveCatalogueRecord(name: CatalogueName, values: object, id: number | null) {
  // The values passed the catalogue's own create/update schema, the one its route validates
  // with; for a name known only as CatalogueName the type checker cannot pair the two.
  return id === null
    ? apiRequest('POST', `${name}/create`, { body: values as never })
    : apiRequest('PUT', `${name}/update`, { body: { ...values, id } as never });
}

type DeletableCatalogue = {
  [N in CatalogueName]: `${N}/delete/{id}` extends RouteOf<'DELETE'> ? N : never;
}[CatalogueName];

/** The registry declares canDelete for exactly the catalogues whose API has the delete route. */
const isDeletable = (name: CatalogueName): name is DeletableCatalogue =>
  'canDelete' in catalogueOf(name);

export function deleteCatalogueRecord(name: CatalogueName, id: number) {
  if (!isDeletable(name)) throw new Error(`${name} has no delete route`);
  return apiRequest('DELETE', `${name}/delete/{id}`, { params: { id } });
}

/** `products/uploadDocument`: the upload routes that take the record's id. */
type CatalogueUpload = UploadRoute & `${string}/{id}`;

/** A document field's file, sent once its record is saved (`{upload}/{id}`). */
export function uploadCatalogueDocument(upload: string, id: number, file: File) {
  // The domain declares the route as text (it knows no routes); another one is the server's 404.
  return uploadFile(`${upload}/{id}` as CatalogueUpload, file, { params: { id } });
}

/** After a write, the list and the option lists of the resource (other forms' selects) refetch. */
export function refreshCatalogue(queryClient: QueryClient, name: CatalogueName) {
  void queryClient.invalidateQueries({ queryKey: resourceQueries.tablePages(tableEndpoint(name)) });
  void queryClient.invalidateQueries({ queryKey: resourceQueries.options(name).queryKey });
}
