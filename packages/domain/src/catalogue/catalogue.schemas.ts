import { z } from 'zod';
import { idField } from '../common/fields.js';
import { catalogueOf, type CatalogueName, type RESOURCES } from '../registry/resources.js';

/*
 * The write schemas and records of the catalogue resources, from their declarations in the
 * registry: the API validates and answers with them, and the web forms use them as resolvers.
 * `update` is always the create shape plus `id`.
 */

type Declaration<N extends CatalogueName> = (typeof RESOURCES)[N];

export function createSchemaOf<N extends CatalogueName>(name: N) {
  const shape: Declaration<N>['shape'] = catalogueOf(name).shape;
  return z.object(shape);
}

export function updateSchemaOf<N extends CatalogueName>(name: N) {
  const shape: Declaration<N>['shape'] = catalogueOf(name).shape;
  return z.object({ id: idField(), ...shape });
}

/** The record the API answers for a catalogue. */
export type CatalogueItemOf<N extends CatalogueName> = z.infer<Declaration<N>['item']>;
