import type { CatalogueName } from '@iris/domain/registry/resources';
import { defineModule } from '../../lib/api-module.js';
import type { AnyResource } from '../../lib/recipe/resource.js';
import { catalogueRoutes } from './catalogue.routes.js';
import {
  branchesResource,
  countriesResource,
  municipalitiesResource,
  statesResource,
} from './geography.resources.js';
import { laboratoriesResource } from './laboratories.resources.js';
import { paymentMethodsResource } from './payment-methods.resources.js';
import {
  categoriesResource,
  productsResource,
  subcategoriesResource,
} from './products.resources.js';
import { applicationVersionsResource, NAMED_RESOURCES } from './simple.resources.js';

/** The API side of each catalogue name of packages/domain: the compiler wants every one. */
const CATALOGUE_RESOURCES: Record<CatalogueName, AnyResource> = {
  'application-versions': applicationVersionsResource,
  countries: countriesResource,
  states: statesResource,
  municipalities: municipalitiesResource,
  branches: branchesResource,
  categories: categoriesResource,
  subcategories: subcategoriesResource,
  products: productsResource,
  'payment-methods': paymentMethodsResource,
  laboratories: laboratoriesResource,
  ...NAMED_RESOURCES,
};

export const catalogueModule = defineModule({
  name: 'catalogue',
  resources: CATALOGUE_RESOURCES,
  routes: [catalogueRoutes],
});
