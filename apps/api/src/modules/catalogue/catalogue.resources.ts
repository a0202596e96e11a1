import type { CatalogueName } from '@iris/domain/catalogue/catalogue.schemas';
import type { AnyResource } from '../../lib/resource.js';
import {
  branchesResource,
  countriesResource,
  municipalitiesResource,
  statesResource,
} from './geography.resources.js';
import { productsResource, subcategoriesResource } from './products.resources.js';
import {
  applicationVersionsResource,
  appointmentTypesResource,
  categoriesResource,
  paymentMethodsResource,
} from './simple.resources.js';

/** The API side of each catalogue name of packages/domain: the compiler wants every one. */
export const CATALOGUE_RESOURCES: Record<CatalogueName, AnyResource> = {
  'application-versions': applicationVersionsResource,
  countries: countriesResource,
  states: statesResource,
  municipalities: municipalitiesResource,
  branches: branchesResource,
  categories: categoriesResource,
  subcategories: subcategoriesResource,
  products: productsResource,
  'appointment-type': appointmentTypesResource,
  'payment-methods': paymentMethodsResource,
};
