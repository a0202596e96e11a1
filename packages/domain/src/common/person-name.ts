/** A person's name as it is stored: a first name and two last names, either of which may be empty. */
export interface PersonNameParts {
  name: string | null | undefined;
  paternal: string | null | undefined;
  maternal?: string | null | undefined;
}

/**
 * A person's name as staff read it, on screen, in a PDF or a CSV: its parts that are not empty,
 * one space apart ("PÚBLICO EN GENERAL", never "PÚBLICO EN GENERAL  " for a walk-in customer
 * without last names). The SQL twin is apps/api/src/lib/person-name.ts.
 */
export function personName(parts: PersonNameParts): string {
  return [parts.name, parts.paternal, parts.maternal]
    .map((part) => (part ?? '').trim())
    .filter((part) => part !== '')
    .join(' ');
}
