import { z } from 'zod';
import { idField } from '../common/fields.js';
import type { CatalogueName } from '../registry/resources.js';
import type { CatalogueDeclaration } from './catalogue-declaration.js';
import { catalogueOf, type CatalogueDeclarationOf } from './catalogues.js';

/*
 * The write schemas and records of the catalogue resources, from their declarations
 * (catalogues.ts): the API validates and answers with them, and the web forms use them as resolvers.
 * `update` is always the create shape plus `id`.
 */

export function createSchemaOf<N extends CatalogueName>(name: N) {
  const shape: CatalogueDeclarationOf<N>['shape'] = catalogueOf(name).shape;
  const schema = z.object(shape);
  const { refine } = catalogueOf(name) as Refined;
  return refine ? schema.superRefine(refine) : schema;
}

export function updateSchemaOf<N extends CatalogueName>(name: N) {
  const shape: CatalogueDeclarationOf<N>['shape'] = catalogueOf(name).shape;
  const schema = z.object({ id: idField(), ...shape });
  const { refine } = catalogueOf(name) as Refined;
  return refine ? schema.superRefine(refine) : schema;
}

/**
 * The update body without its id, as the web's edit form holds it (the id is the page's): its
 * checks see the record's id all the same.
 */
export function editSchemaOf<N extends CatalogueName>(name: N, id: number) {
  const shape: CatalogueDeclarationOf<N>['shape'] = catalogueOf(name).shape;
  const schema = z.object(shape);
  const { refine } = catalogueOf(name) as Refined;
  return refine
    ? schema.superRefine((input, context) => refine({ ...input, id }, context))
    : schema;
}

type Refined = Pick<CatalogueDeclaration, 'refine'>;

/** The record the API answers for a catalogue. */
export type CatalogueItemOf<N extends CatalogueName> = z.infer<CatalogueDeclarationOf<N>['item']>;
