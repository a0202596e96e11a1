import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { RuleTester } from 'eslint';
import tseslint from 'typescript-eslint';
import { afterAll, describe, expect, it } from 'vitest';
import { cycleIn, moduleDirection } from './module-direction.js';

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

// The rule resolves imports to files on disk, as the lint does: a small tree of modules.
const root = mkdtempSync(path.join(tmpdir(), 'module-direction-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
const folder = 'src/modules';
for (const file of [
  'customers/customers.resource.ts',
  'sales/sales.resource.ts',
  'sales/sale-money.ts',
  'reports/sales-report.csv.ts',
  'lab-orders/lab-orders.resource.ts',
  'calendar/calendar.resource.ts',
  'orphans/orphan.ts',
  'resources.ts',
]) {
  mkdirSync(path.dirname(path.join(root, folder, file)), { recursive: true });
  writeFileSync(path.join(root, folder, file), 'export const x = 1;\n');
}
const uses = {
  customers: [],
  calendar: ['customers'],
  sales: ['customers'],
  reports: ['sales'],
  'lab-orders': ['customers', 'sales'],
};
const options = [{ root, folder, uses }];
const fileIn = (file) => path.join(root, folder, file);
const withOptions = (cases) => cases.map((test) => ({ ...test, options }));

new RuleTester({
  languageOptions: { parser: tseslint.parser, ecmaVersion: 'latest', sourceType: 'module' },
}).run('module-direction', moduleDirection, {
  valid: withOptions([
    // Down the map, by any spelling of the path.
    {
      filename: fileIn('reports/payments.ts'),
      code: "import { x } from '../sales/sales.resource.js';",
    },
    {
      filename: fileIn('lab-orders/lab-order-values.ts'),
      code: "import { x } from '../../modules/sales/sale-money';",
    },
    // Within a module, and outside the modules (lib, db, a package).
    { filename: fileIn('sales/sales.routes.ts'), code: "import { x } from './sale-money.js';" },
    { filename: fileIn('sales/sales.routes.ts'), code: "import { z } from 'zod';" },
    // The registry of every module is in none of them; and a file outside the folder is free.
    {
      filename: fileIn('resources.ts'),
      code: "import { x } from './reports/sales-report.csv.js';",
    },
    {
      filename: path.join(root, 'src/app.ts'),
      code: "import { x } from './modules/sales/sale-money.js';",
    },
  ]),
  invalid: withOptions([
    {
      filename: fileIn('sales/sales.resource.ts'),
      code: "import { x } from '../reports/sales-report.csv.js';",
      errors: [
        {
          message:
            "sales never imports reports: reports is built on sales (the API's modules in " +
            'eslint.config.js). Move what sales needs down to sales or lib, or let reports ' +
            'register on a hook of sales (lib/module-hooks.ts).',
        },
      ],
    },
    // Through a third (lab orders are built on sales, sales on customers), type-only, re-exported
    // or lazy: still a tie back.
    {
      filename: fileIn('customers/customers.resource.ts'),
      code: [
        "import type { x } from '../lab-orders/lab-orders.resource.js';",
        "export { x as y } from '../sales/sale-money.js';",
        "export * from '../sales/sales.resource.js';",
        "const lazy = () => import('../reports/sales-report.csv.js');",
      ].join('\n'),
      errors: [
        { message: /^customers never imports lab-orders: lab-orders is built on customers/ },
        { message: /^customers never imports sales/ },
        { message: /^customers never imports sales/ },
        { message: /^customers never imports reports: reports is built on customers/ },
      ],
    },
    // Neither way declared: the map says which way it goes first.
    {
      filename: fileIn('calendar/calendar.resource.ts'),
      code: "import { x } from '../sales/sales.resource.js';",
      errors: [
        { message: /^calendar does not declare that it uses sales .*add sales to its list/ },
      ],
    },
    // A module the map does not know, from it or to it.
    {
      filename: fileIn('orphans/orphan.ts'),
      code: "import { x } from '../customers/customers.resource.js';",
      errors: [{ message: /^Module orphans is not declared/ }],
    },
    {
      filename: fileIn('sales/sale-money.ts'),
      code: "import { x } from '../orphans/orphan.js';",
      errors: [{ message: /^Module orphans is not declared/ }],
    },
  ]),
});

describe('the map of modules', () => {
  it('finds a cycle, also through a third module', () => {
    expect(cycleIn(uses)).toBeUndefined();
    expect(cycleIn({ ...uses, sales: ['customers', 'reports'] })).toEqual([
      'sales',
      'reports',
      'sales',
    ]);
    expect(cycleIn({ ...uses, customers: ['lab-orders'] })).toEqual([
      'customers',
      'lab-orders',
      'customers',
    ]);
    expect(cycleIn({ a: ['b'], b: ['c'], c: ['a'] })).toEqual(['a', 'b', 'c', 'a']);
  });

  it('refuses a map with a cycle or an undeclared module before linting anything', () => {
    const lint = (map) =>
      moduleDirection.create({
        options: [{ root, folder, uses: map }],
        filename: fileIn('sales/sale-money.ts'),
      });
    expect(() => lint({ ...uses, sales: ['reports'] })).toThrow(
      /cycle in the map, sales → reports → sales/,
    );
    expect(() => lint({ ...uses, sales: ['stock'] })).toThrow(/sales uses undeclared stock/);
    expect(lint(uses)).toHaveProperty('ImportDeclaration');
  });
});
