import { registerResource } from '../lib/recipe/crud.routes.js';
import {
  createFixtureTables,
  fixtureLines,
  fixtureOrders,
  linesResource,
  ordersResource,
  paymentsResource,
} from './recipe-fixtures.js';
import { seedBranch, seedUser, startTestApp, type TestApp } from './test-app.js';

export interface RecipeApp {
  t: TestApp;
  north: number;
  south: number;
  tokens: { admin: string; northDoctor: string; southReceptionist: string };
  /** An order of a branch, NUEVO, with lines of these quantities (written directly). */
  order: (branch: number, note?: string, lines?: number[]) => Promise<number>;
}

/**
 * The API with the recipe's fixture resources registered, two branches (NORTE, SUR), an
 * administrator, a doctor of NORTE and a receptionist of SUR, each logged in.
 */
export async function startRecipeApp(): Promise<RecipeApp> {
  const t = await startTestApp(
    {},
    {
      beforeReady: (app) => {
        void app.register(
          async (api) => {
            registerResource(api, ordersResource);
            registerResource(api, linesResource);
            registerResource(api, paymentsResource);
          },
          { prefix: '/api' },
        );
      },
    },
  );
  await createFixtureTables(t.database.db);
  const north = (await seedBranch(t.database, 'NORTE')).branch.id;
  const south = (await seedBranch(t.database, 'SUR')).branch.id;
  await seedUser(t.database, { email: 'admin@recipe.test' });
  await seedUser(t.database, { email: 'doctor@recipe.test', role: 'doctor', branchId: north });
  await seedUser(t.database, {
    email: 'recepcion@recipe.test',
    role: 'receptionist',
    branchId: south,
  });
  const tokens = {
    admin: await t.login('admin@recipe.test'),
    northDoctor: await t.login('doctor@recipe.test'),
    southReceptionist: await t.login('recepcion@recipe.test'),
  };
  async function order(branch: number, note = 'PEDIDO', lines: number[] = []) {
    const [row] = await t.database.db
      .insert(fixtureOrders)
      .values({ branchId: branch, note, total: lines.reduce((sum, qty) => sum + qty, 0) })
      .returning();
    if (!row) throw new Error('order not inserted');
    for (const qty of lines)
      await t.database.db.insert(fixtureLines).values({ orderId: row.id, qty });
    return row.id;
  }
  return { t, north, south, tokens, order };
}
