import type {
  CatalogueColumn as DomainColumn,
  CatalogueDeclaration as DomainDeclaration,
  CatalogueField as DomainField,
} from '@iris/domain/catalogue/catalogue-declaration';
import {
  createSchemaOf,
  editSchemaOf,
  updateSchemaOf,
} from '@iris/domain/catalogue/catalogue.schemas';
import { catalogueOf } from '@iris/domain/catalogue/catalogues';
import { RESOURCES, type CatalogueName } from '@iris/domain/registry/resources';
import type { z } from 'zod';
import type { CatalogueMessages } from './catalogue-es';
import type { UiMessages } from '../../lib/locales/ui-es';
import type { OptionsResource } from '../../lib/resource-queries';

type Strings = CatalogueMessages['catalogue'];
export type CatalogueMenuLabel = `menu.${keyof UiMessages['menu']}`;
export type CatalogueFieldLabel = `catalogue.fields.${keyof Strings['fields']}`;
export type CatalogueTitles = keyof UiMessages['catalogueTitles'];

/** Every catalogue record has an id; the rest is read by field path (`country.name`). */
export type CatalogueItem = { id: number } & Record<string, unknown>;

/** A declaration's label narrowed to the keys the es catalogue has, its options to a resource. */
type Labelled<T> = T extends { options: string }
  ? Omit<T, 'label' | 'options'> & { label: CatalogueFieldLabel; options: OptionsResource }
  : Omit<T, 'label'> & { label: CatalogueFieldLabel };
export type CatalogueColumn = Labelled<DomainColumn>;
export type CatalogueField = Labelled<DomainField>;
export type SelectFieldDeclaration = Extract<CatalogueField, { kind: 'select' }>;
export type TextFieldDeclaration = Extract<CatalogueField, { kind: 'text' }>;
export type NumberFieldDeclaration = Extract<CatalogueField, { kind: 'number' }>;
export type MaskFieldDeclaration = Extract<CatalogueField, { kind: 'mask' }>;
export type DocumentFieldDeclaration = Extract<CatalogueField, { kind: 'document' }>;
export type ChoiceFieldDeclaration = Extract<CatalogueField, { kind: 'choice' }>;

/** What the generic list and form pages draw a catalogue from: its registry declaration. */
export interface CatalogueDeclaration {
  /** The API resource: `/api/{name}/getTable`, `get/{id}`, `create`, `update`, `options`. */
  name: CatalogueName;
  /** The route of the list (the form lives at `{path}/new` and `{path}/edit/{encodedId}`). */
  path: string;
  menuLabel: CatalogueMenuLabel;
  /** `catalogueTitles.{titles}.new|edit`: the form page titles. */
  titles: CatalogueTitles;
  columns: readonly CatalogueColumn[];
  fields: readonly CatalogueField[];
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  /** The edit form's: the update body without its id, checked as record `id`'s. */
  editSchema: (id: number) => z.ZodObject;
  nameField?: string | undefined;
  uniqueField?: string | undefined;
  canEdit?: ((item: CatalogueItem) => boolean) | undefined;
  lockedNotice?: DomainDeclaration['lockedNotice'] | undefined;
  canDelete?: ((item: CatalogueItem) => boolean) | undefined;
}

/**
 * A catalogue's pages, from its registry declaration (packages/domain/registry). The menu key,
 * title key and every label must be strings of the es catalogues: a misspelt one does not compile.
 */
export function catalogueDeclaration(name: CatalogueName): CatalogueDeclaration {
  const entry = catalogueOf(name);
  const registered = RESOURCES[name];
  const columns: readonly CatalogueColumn[] = entry.columns;
  const fields: readonly CatalogueField[] = entry.fields;
  const titles: CatalogueTitles = registered.menu;
  return {
    name,
    path: registered.path,
    menuLabel: `menu.${registered.menu}`,
    titles,
    columns,
    fields,
    createSchema: createSchemaOf(name),
    updateSchema: updateSchemaOf(name),
    editSchema: (id: number) => editSchemaOf(name, id),
    nameField: entry.nameField,
    uniqueField: entry.uniqueField,
    // The record the page holds was read with this catalogue's item schema.
    canEdit: entry.canEdit as CatalogueDeclaration['canEdit'],
    canDelete: entry.canDelete as CatalogueDeclaration['canDelete'],
    lockedNotice: entry.lockedNotice,
  };
}

/** Reads `country.name` out of an item. */
export function valueAt(item: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>(
      (value, key) =>
        typeof value === 'object' && value !== null
          ? (value as Record<string, unknown>)[key]
          : undefined,
      item,
    );
}

/** The text that names a row in button labels and confirmations. */
export function rowName(declaration: CatalogueDeclaration, item: CatalogueItem): string {
  const value = valueAt(item, declaration.nameField ?? 'name');
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}
