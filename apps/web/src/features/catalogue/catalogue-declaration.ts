import type { CatalogueItemOf } from '@iris/domain/catalogue/catalogue.items';
import type { CatalogueName } from '@iris/domain/catalogue/catalogue.schemas';
import { RESOURCES } from '@iris/domain/registry/resources';
import type { z } from 'zod';
import type { TranslationKey } from '../../lib/i18n';
import type { CatalogueMessages } from '../../lib/locales/catalogue-es';
import type { UiMessages } from '../../lib/locales/ui-es';

type Strings = CatalogueMessages['catalogue'];
export type CatalogueMenuLabel = `menu.${keyof UiMessages['menu']}`;
export type CatalogueFieldLabel = `catalogue.fields.${keyof Strings['fields']}`;
export type CatalogueTitles = keyof Strings['titles'];

/** Every catalogue record has an id; the rest is read by field path (`country.name`). */
export type CatalogueItem = { id: number } & Record<string, unknown>;

export type ColumnKind = 'text' | 'relation' | 'document';

export interface CatalogueColumn {
  /** The item's field, which is also the table's sort key (`country` sorts by the country name). */
  field: string;
  label: CatalogueFieldLabel;
  /** `relation` shows `{id, name}.name`; `document` a thumbnail of `documentUrl`. Default text. */
  kind?: ColumnKind;
  sortable?: boolean;
  /** Relative width (DataGrid flex); default 1. */
  flex?: number;
  /** Shown on a phone (see DataTable's TableColumn); without any, a phone shows the first two. */
  phone?: boolean;
}

interface FieldBase {
  /** Form path, the API's body field: `name`, `country.id`. */
  name: string;
  label: CatalogueFieldLabel;
  /** Half-width fields sit side by side on wide screens. */
  half?: boolean;
}

/** Upper-cased as typed (SPEC.md §5) unless `upperCase: false`. */
export interface TextFieldDeclaration extends FieldBase {
  kind: 'text';
  upperCase?: boolean;
  multiline?: boolean;
  type?: 'text' | 'email';
}

export interface NumberFieldDeclaration extends FieldBase {
  kind: 'number';
  min?: number;
  step?: number;
}

/** `#` is a digit, anything else a literal inserted as the digits arrive: `#####`, `#.#.##`. */
export interface MaskFieldDeclaration extends FieldBase {
  kind: 'mask';
  mask: string;
}

export interface TimeFieldDeclaration extends FieldBase {
  kind: 'time';
}

/**
 * A choice among `GET /api/{options}/options`. With `parent`, only the options whose
 * `parent.key` equals the parent field's value are offered, and changing the parent clears it.
 */
export interface SelectFieldDeclaration extends FieldBase {
  kind: 'select';
  options: CatalogueName;
  parent?: { field: string; key: string };
}

/** One image or PDF uploaded after saving, previewed from the record's `urlField`. */
export interface DocumentFieldDeclaration extends FieldBase {
  kind: 'document';
  urlField: string;
  /** Relative to /api, followed by `/{id}`: `products/uploadDocument`. */
  upload: string;
}

export type CatalogueField =
  | TextFieldDeclaration
  | NumberFieldDeclaration
  | MaskFieldDeclaration
  | TimeFieldDeclaration
  | SelectFieldDeclaration
  | DocumentFieldDeclaration;

export interface CatalogueDeclaration<T extends { id: number } = CatalogueItem> {
  /** The API resource: `/api/{name}/getTable`, `get/{id}`, `create`, `update`, `options`. */
  name: CatalogueName;
  /**
   * The route of the list (the form lives at `{path}/new` and `{path}/edit/{encodedId}`) and the
   * menu entry and list title: both from the resource's registry entry.
   */
  path: string;
  menuLabel: CatalogueMenuLabel;
  /** `catalogue.titles.{titles}.new|edit`: the form page titles. */
  titles: CatalogueTitles;
  columns: CatalogueColumn[];
  fields: CatalogueField[];
  createSchema: z.ZodObject;
  updateSchema: z.ZodObject;
  /** The field that names a row (edit/delete button names, delete confirmation); default `name`. */
  nameField?: string;
  /** Where a 409 duplicate (550-553) is shown; default `name`. */
  uniqueField?: string;
  /** Records that may change at all (e.g. only the latest version); default all. */
  canEdit?: (item: T) => boolean;
  /** The i18n key explaining why `canEdit` refused a record (shown above its read-only form). */
  lockedNotice?: TranslationKey;
  /** Present when the resource has `DELETE /api/{name}/delete/{id}`. */
  canDelete?: (item: T) => boolean;
}

/**
 * Declarations are written against their resource's item schema (packages/domain) and stored as
 * the general one; path and menu label come from the registry.
 */
export function declareCatalogue<N extends CatalogueName>(
  declaration: Omit<CatalogueDeclaration<CatalogueItemOf<N>>, 'path' | 'menuLabel'> & { name: N },
): CatalogueDeclaration {
  const entry = RESOURCES[declaration.name];
  return {
    ...(declaration as unknown as CatalogueDeclaration),
    path: entry.path,
    menuLabel: `menu.${entry.menu}`,
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
