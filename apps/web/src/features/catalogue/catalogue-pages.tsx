import type { CatalogueName } from '@iris/domain/registry/resources';
import type { ComponentType } from 'react';
import { catalogueDeclaration } from './catalogue-declaration';
import { CatalogueFormPage } from './catalogue-form-page';
import { CatalogueListPage } from './catalogue-list-page';
import { ProductListPage } from './product-list-page';

/** The route table's entry point: the list or form page of a resource, bound to its declaration. */
export function cataloguePage(name: CatalogueName, page: 'list' | 'form'): ComponentType {
  const declaration = catalogueDeclaration(name);
  if (page === 'list' && name === 'products') {
    return () => <ProductListPage declaration={declaration} />;
  }
  if (page === 'list') return () => <CatalogueListPage declaration={declaration} />;
  return () => <CatalogueFormPage declaration={declaration} />;
}
