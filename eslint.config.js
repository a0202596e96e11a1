import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';
import iris from './scripts/eslint/iris-plugin.js';

// docs/architecture.md, Rules of the house: the direction of imports, checked on resolved paths so that
// every spelling of a path (`../x`, `../../lib/x.js`, `@iris/domain/…`) is caught alike.
const root = import.meta.dirname;
const webFeatures = readdirSync(`${root}/apps/web/src/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const layerZones = [
  {
    target: 'packages/domain',
    from: 'apps',
    message: 'domain depends on nothing of ours: apps depend on it, never the reverse.',
  },
  ...webFeatures.map((feature) => ({
    target: `apps/web/src/features/${feature}`,
    from: 'apps/web/src/features',
    except: [`./${feature}`],
    message: 'Features do not import each other: move what they share to components/ or lib/.',
  })),
  {
    target: 'apps/web/src/features/**/!(*.test).{ts,tsx}',
    from: 'apps/web/src/app',
    message: 'app → features → components/lib: a feature never imports the app shell.',
  },
  {
    // The one exception: a test checks that its pages are registered in the route table.
    target: 'apps/web/src/features/**/*.test.{ts,tsx}',
    from: 'apps/web/src/app',
    except: ['./route-table.ts'],
    message: 'app → features → components/lib: a feature test may import only the route table.',
  },
  {
    target: ['apps/web/src/components', 'apps/web/src/lib'],
    from: ['apps/web/src/features', 'apps/web/src/app'],
    message: 'app → features → components/lib: shared code never imports a feature or the app.',
  },
  {
    target: 'apps/api/src/lib',
    from: 'apps/api/src/modules',
    message: 'lib serves the modules and never imports one.',
  },
  {
    target: 'apps/api/src/lib',
    from: 'apps/api/src/plugins',
    message: 'Plugins are built from lib, never the reverse: move what both need to lib.',
  },
  {
    // Type-only imports are let through: they run nothing, and a route's declaration may name
    // the type of a column (record-upload.routes.ts) without reaching the database.
    target: 'apps/api/src/**/*.routes.ts',
    from: [
      'apps/api/src/db',
      'apps/api/src/lib/table/table-engine.ts',
      'apps/api/src/lib/table/statement-shape.ts',
    ],
    allowTypeImports: true,
    message: 'Route handlers never query the database: routes → service → repository.',
  },
  {
    target: 'apps/api/src/**/*.repository.ts',
    from: ['apps/api/src/**/*.service.ts', 'apps/api/src/**/*.routes.ts'],
    message: 'routes → service → repository: a repository never imports a service or a route.',
  },
  {
    target: 'apps/api/src/**/*.service.ts',
    from: ['apps/api/src/**/*.routes.ts'],
    message: 'routes → service → repository: a service never imports a route.',
  },
];
// docs/architecture.md, The API's modules: each module of apps/api/src/modules and the modules
// it is built on, the only ones it imports. Never both ways, nor round through a third (the rule
// refuses a map with a cycle): what a module below owes one above goes through a hook that the
// one above registers (lib/module-hooks.ts). A new module is declared here before it imports.
const apiModules = {
  health: [],
  users: [],
  auth: ['users'],
  customers: [],
  catalogue: ['customers'],
  calendar: ['customers'],
  questionnaire: ['customers'],
  whatsapp: [],
  reminders: ['customers', 'whatsapp'],
  inventory: [],
  prescriptions: ['customers'],
  sales: ['customers', 'inventory'],
  reports: ['sales', 'customers'],
  'lab-orders': ['catalogue', 'customers', 'prescriptions', 'reminders', 'sales', 'whatsapp'],
  dashboard: [],
  invoicing: ['sales', 'customers'],
  privacy: ['customers'],
};
const fastify = {
  group: ['fastify', 'fastify/*', 'fastify-*', '@fastify/*'],
  message: 'Only routes and plugins know Fastify; services and repositories take plain values.',
};
// What domain never imports: the apps, the server's and the browser's libraries.
const notInDomain = [
  '@iris/api',
  '@iris/api/*',
  '@iris/web',
  '@iris/web/*',
  ...fastify.group,
  'drizzle-orm',
  'drizzle-orm/*',
  'react',
  'react/*',
  'react-*',
  '@mui/*',
  '@tanstack/*',
];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      '.test-data/**',
      'apps/api/drizzle/**',
      // Generated (openapi-typescript): rewritten by its generator, never edited by hand.
      'apps/web/src/generated/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: root },
    },
    plugins: { iris },
    rules: {
      'iris/no-cycle': ['error', { root }],
      'iris/layers': ['error', { root, zones: layerZones }],
      'iris/module-direction': [
        'error',
        { root, folder: 'apps/api/src/modules', uses: apiModules },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': [
        'error',
        { considerDefaultExhaustiveForUnions: true },
      ],
      // Fastify plugins and hooks are async by contract, with or without an await inside.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      // Numbers in messages, URLs and SQL identifiers are routine and print unambiguously.
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // `onClick={() => setOpen(false)}` reads better than a braced body for the same effect.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
    },
  },
  {
    // `row!.id` right after an insert is the idiom of a test; application code narrows instead.
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**', 'bench/**', 'apps/api/src/testing/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    files: ['packages/domain/**'],
    ignores: ['**/*.test.ts', 'packages/domain/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [...notInDomain, 'node:*'],
              message: 'domain is zod schemas and pure TS, shared by the API and the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    // Its tests run in Node, and may use it (the CFDI core's run the SAT's tools, xmllint and
    // xsltproc, on what it writes), as may their helpers in a testing/ folder, which Iris never
    // imports.
    files: ['packages/domain/**/*.test.ts', 'packages/domain/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: notInDomain,
              message: 'domain is zod schemas and pure TS, shared by the API and the browser.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/api/src/**/*.repository.ts', 'apps/api/src/**/*.service.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [fastify] }] },
  },
  {
    files: ['apps/api/src/**/*.routes.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*'],
              allowTypeImports: true,
              message: 'Route handlers never query the database: routes → service → repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // docs/architecture.md: kebab-case names, files under 300 lines. Every line counts, blank and comment
    // too, as `wc -l` counts them; tests are left out (the next block).
    files: ['{apps,packages,scripts,e2e,bench}/**/*.{ts,tsx,js,mjs,cjs}'],
    rules: { 'iris/file-name': ['error', { root }], 'max-lines': ['error', { max: 300 }] },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx'],
    rules: { 'max-lines': 'off' },
  },
  {
    files: ['apps/web/**/*.tsx', 'apps/web/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  { files: ['**/*.js', '**/*.mjs'], ...tseslint.configs.disableTypeChecked },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { URL: 'readonly', console: 'readonly', process: 'readonly' } },
  },
);
