import { fileURLToPath } from 'node:url';

/**
 * Folders the API reads at run time, found from the API package's own folder. This file sits one
 * level below it both as source (`src/paths.ts`) and compiled (`dist/*.js`, where `npm run build`
 * bundles it), so the same relative path holds for `npm run dev`, the tests and `npm start`.
 */
const API_ROOT = new URL('..', import.meta.url);
const at = (relative: string) => fileURLToPath(new URL(relative, API_ROOT));

/** drizzle-kit's SQL migrations, applied at every start. */
export const MIGRATIONS = at('drizzle');
/** The built web app, served when it exists. */
export const WEB_DIST = at('../web/dist');
/**
 * An embedded database already migrated by `npm run build`: a first start copies it into
 * DATA_DIR instead of creating one from nothing (PGlite's initdb takes seconds).
 */
export const PREPARED_PGLITE = at('dist/pglite-prepared');
