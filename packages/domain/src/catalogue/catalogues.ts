import type { CatalogueName } from '../registry/resources.js';
import { NAMED_CATALOGUE } from './catalogue-declaration.js';
import {
  branchesCatalogue,
  countriesCatalogue,
  municipalitiesCatalogue,
  statesCatalogue,
} from './geography.catalogues.js';
import { laboratoriesCatalogue } from './laboratories.catalogue.js';
import { paymentMethodsCatalogue } from './payment-methods.catalogue.js';
import {
  categoriesCatalogue,
  productsCatalogue,
  subcategoriesCatalogue,
} from './products.catalogues.js';
import { versionsCatalogue } from './versions.catalogue.js';

/**
 * The declaration of each catalogue of the registry that is more than a unique name; any other
 * is NAMED_CATALOGUE.
 */
const DECLARED = {
  'application-versions': versionsCatalogue,
  countries: countriesCatalogue,
  states: statesCatalogue,
  municipalities: municipalitiesCatalogue,
  branches: branchesCatalogue,
  categories: categoriesCatalogue,
  subcategories: subcategoriesCatalogue,
  products: productsCatalogue,
  'payment-methods': paymentMethodsCatalogue,
  laboratories: laboratoriesCatalogue,
} satisfies Partial<Record<CatalogueName, unknown>>;

export type CatalogueDeclarationOf<N extends CatalogueName> = N extends keyof typeof DECLARED
  ? (typeof DECLARED)[N]
  : typeof NAMED_CATALOGUE;

/** A catalogue's declaration (schemas, record, filters, list and form), typed by its name. */
export function catalogueOf<N extends CatalogueName>(name: N): CatalogueDeclarationOf<N> {
  const declared: Partial<Record<CatalogueName, unknown>> = DECLARED;
  // Own keys only: the name may come from a route.
  const declaration = Object.hasOwn(DECLARED, name) ? declared[name] : NAMED_CATALOGUE;
  return declaration as CatalogueDeclarationOf<N>;
}
