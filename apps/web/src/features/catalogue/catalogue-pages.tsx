import type { CatalogueName } from '@iris/domain/catalogue/catalogue.schemas';
import type { ComponentType } from 'react';
import type { CatalogueDeclaration } from './catalogue-declaration';
import { CatalogueFormPage } from './catalogue-form-page';
import { CatalogueListPage } from './catalogue-list-page';

/** One declaration per resource; each is its own small chunk. */
export const CATALOGUE_DECLARATIONS: Record<CatalogueName, () => Promise<CatalogueDeclaration>> = {
  'application-versions': () =>
    import('./declarations/application-versions-catalogue').then((m) => m.applicationVersions),
  countries: () => import('./declarations/countries-catalogue').then((m) => m.countries),
  states: () => import('./declarations/states-catalogue').then((m) => m.states),
  municipalities: () =>
    import('./declarations/municipalities-catalogue').then((m) => m.municipalities),
  branches: () => import('./declarations/branches-catalogue').then((m) => m.branches),
  categories: () => import('./declarations/categories-catalogue').then((m) => m.categories),
  subcategories: () =>
    import('./declarations/subcategories-catalogue').then((m) => m.subcategories),
  products: () => import('./declarations/products-catalogue').then((m) => m.products),
  'appointment-type': () =>
    import('./declarations/appointment-types-catalogue').then((m) => m.appointmentTypes),
  'payment-methods': () =>
    import('./declarations/payment-methods-catalogue').then((m) => m.paymentMethods),
};

/** The route table's entry point: the list or form page of a resource, bound to its declaration. */
export async function cataloguePage(
  name: CatalogueName,
  page: 'list' | 'form',
): Promise<ComponentType> {
  const declaration = await CATALOGUE_DECLARATIONS[name]();
  if (page === 'list') return () => <CatalogueListPage declaration={declaration} />;
  return () => <CatalogueFormPage declaration={declaration} />;
}
