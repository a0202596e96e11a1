import { z } from 'zod';
import { requiredText } from '../common/fields.js';
import type { ErrorCode } from '../errors/error-codes.js';
import type { Role } from '../users/roles.js';

/*
 * A catalogue resource (docs/spec.md §3, §7): its registry entry (registry/resources.ts: web path,
 * menu key, kind of page) and, in catalogue/catalogues.ts, its write shape, the record the API
 * answers, its table filters and how the generic list and form draw it — a catalogue that is a
 * unique name needs none (NAMED_CATALOGUE). The API builds the resource from these and its table,
 * the web its pages and menu entry. Labels are keys of the web's catalogue strings
 * (`catalogue.fields.*`), checked there against the es catalogue. The schemas stay out of the
 * registry so that the web's first chunk, which draws the menu, carries no zod.
 */

/** `{id, name}` of a relation, as docs/api.md nests it. */
export const refSchema = z.object({ id: z.number(), name: z.string() });

export type ColumnKind = 'text' | 'relation' | 'document' | 'boolean' | 'kindName';

export interface CatalogueColumn {
  /** The item's field, which is also the table's sort key (`country` sorts by the country name). */
  field: string;
  label: `catalogue.fields.${string}`;
  /**
   * `relation` shows `{id, name}.name`; `document` a thumbnail of `documentUrl`; `boolean` Sí or
   * No; `kindName` a product's kind in words (Armazón, Lente oftálmico…). Default text.
   */
  kind?: ColumnKind;
  sortable?: boolean;
  /** Relative width (DataGrid flex); default 1. */
  flex?: number;
  /** Shown on a phone; without any, a phone shows the first two. */
  phone?: boolean;
}

interface FieldBase {
  /** Form path, the API's body field: `name`, `country.id`. */
  name: string;
  label: `catalogue.fields.${string}`;
  /** Half-width fields sit side by side on wide screens. */
  half?: boolean;
  /** Only these roles see the field (its options are theirs alone); default every reader. */
  roles?: readonly Role[];
}

/** Upper-cased as typed (docs/spec.md §5) unless `upperCase: false`. */
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
  options: string;
  /** Offers an empty choice, sent as none (`{"id": ""}`). */
  optional?: boolean;
  parent?: { field: string; key: string };
}

/** A choice among a fixed list of codes (the SAT's catalogues), shown as code and description. */
export interface ChoiceFieldDeclaration extends FieldBase {
  kind: 'choice';
  choices: readonly { code: string; description: string }[];
}

/** One image or PDF uploaded after saving, previewed from the record's `urlField`. */
export interface DocumentFieldDeclaration extends FieldBase {
  kind: 'document';
  urlField: string;
  /** Relative to /api, followed by `/{id}`: `products/uploadDocument`. */
  upload: string;
}

/** A yes/no choice, a JSON boolean in the body. */
export interface SwitchFieldDeclaration extends FieldBase {
  kind: 'switch';
}

/**
 * A product's kind (docs/rules.md Optical catalogue) and, below it, the fields of that kind's
 * `attributes`; changing the kind empties them.
 */
export interface ProductKindFieldDeclaration extends FieldBase {
  kind: 'productKind';
}

export type CatalogueField =
  | ProductKindFieldDeclaration
  | TextFieldDeclaration
  | NumberFieldDeclaration
  | MaskFieldDeclaration
  | TimeFieldDeclaration
  | SelectFieldDeclaration
  | ChoiceFieldDeclaration
  | DocumentFieldDeclaration
  | SwitchFieldDeclaration;

export interface CatalogueDeclaration<
  TShape extends z.ZodRawShape = z.ZodRawShape,
  TItem extends z.ZodObject = z.ZodObject,
  TFilters extends z.ZodRawShape = z.ZodRawShape,
> {
  /** The create body; the update body is the same plus `id`. */
  shape: TShape;
  /**
   * Checks across fields of the create and update bodies (the update's carries `id`): a product's
   * attributes by its kind.
   */
  refine?: (input: Record<string, unknown>, context: z.RefinementCtx) => void;
  /** The record the API answers and the web reads. */
  item: TItem;
  /** Table filters besides `search`; any other is refused. */
  filters: TFilters;
  columns: readonly CatalogueColumn[];
  fields: readonly CatalogueField[];
  /** The field that names a row (edit/delete button names, delete confirmation); default `name`. */
  nameField?: string;
  /** Where a 409 duplicate (550-553) is shown; default `name`. */
  uniqueField?: string;
  /** Records that may change at all (e.g. only the latest version); default all. */
  canEdit?: (item: z.infer<TItem>) => boolean;
  /** The message key explaining why `canEdit` refused a record (shown above its read-only form). */
  lockedNotice?: `errors.${ErrorCode}`;
  /** Present when the resource has `DELETE /api/{name}/delete/{id}`. */
  canDelete?: (item: z.infer<TItem>) => boolean;
}

/**
 * A catalogue's declaration, typed by its own shape and item; its labels keep their literal
 * types, so that the web checks them against its string catalogues.
 */
export function defineCatalogue<
  TShape extends z.ZodRawShape,
  TItem extends z.ZodObject,
  const TColumns extends readonly CatalogueColumn[],
  const TFields extends readonly CatalogueField[],
  TFilters extends z.ZodRawShape = Record<string, never>,
>(
  declaration: Omit<
    CatalogueDeclaration<TShape, TItem, TFilters>,
    'filters' | 'columns' | 'fields'
  > & { columns: TColumns; fields: TFields; filters?: TFilters },
): Omit<CatalogueDeclaration<TShape, TItem, TFilters>, 'columns' | 'fields'> & {
  columns: TColumns;
  fields: TFields;
} {
  // No filters declared: the empty shape, which refuses any filter.
  return { ...declaration, filters: declaration.filters ?? ({} as TFilters) };
}

/** A catalogue that is only a unique name (appointment types). */
export const NAMED_CATALOGUE = defineCatalogue({
  shape: { name: requiredText() },
  item: refSchema,
  columns: [{ field: 'name', label: 'catalogue.fields.name' }],
  fields: [{ kind: 'text', name: 'name', label: 'catalogue.fields.name' }],
});
