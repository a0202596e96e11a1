// The sale page with 500 sellable products, in Chromium against the built app: how long until
// every card is on the page (and how much of that is drawing them, after the API answered), how
// long a keystroke in the search takes to reach the screen, and how long the filtered cards take
// once typing pauses. Run: `npm run bench:sale-page`.
import { existsSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { chromium, type Page } from 'playwright-core';
import {
  categories,
  paymentMethods,
  products,
  subcategories,
} from '../apps/api/src/db/schema/catalogue.schema.js';
import { stock, storages } from '../apps/api/src/db/schema/inventory.schema.js';
import { seedCustomer } from '../apps/api/src/testing/seed-records.js';
import { seedStorage } from '../apps/api/src/testing/seed-inventory.js';
import { TEST_PASSWORD, seedBranch, seedUser } from '../apps/api/src/testing/test-app.js';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromium.js';
import { startIrisServer } from '../e2e/support/iris-server.js';

export const SELLABLE_PRODUCTS = 500;
const KINDS = ['ARMAZÓN', 'LENTE', 'ESTUCHE', 'GOTAS', 'CORDÓN', 'PAÑO', 'MICA', 'SOLUCIÓN'];
const BRANDS = ['RAY-BAN', 'OAKLEY', 'VOGUE', 'PRADA', 'CARRERA', 'GUESS', 'NIKE', 'POLAROID'];
/** The word typed in the search, one key at a time: a kind that an eighth of the names carry. */
const SEARCH = 'lente';
const MATCHES = Array.from({ length: SELLABLE_PRODUCTS }).filter(
  (_, i) => KINDS[i % KINDS.length] === 'LENTE',
).length;

type Server = Awaited<ReturnType<typeof startIrisServer>>;

async function call<T>(server: Server, path: string, token: string | null, body: unknown) {
  const response = await fetch(`${server.url}/api/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const envelope = (await response.json()) as { result: boolean; data: T; message: string };
  if (!envelope.result) throw new Error(`${path}: ${envelope.message}`);
  return envelope.data;
}

/**
 * A branch whose default storage holds `count` products (eight categories, a price and a stock
 * each), a receptionist, a patient, an open register and a NUEVO sale.
 */
export async function seedShop(server: Server, count = SELLABLE_PRODUCTS) {
  const { db } = server;
  const branchId = (await seedBranch({ db }, 'SUCURSAL MEDICIÓN')).branch.id;
  const storageId = await seedStorage({ db }, branchId, 'BODEGA PRINCIPAL');
  await db.update(storages).set({ isDefault: true }).where(eq(storages.id, storageId));
  const email = 'medicion@optica.test';
  await seedUser({ db }, { email, role: 'receptionist', branchId, name: 'MEDICIÓN' });
  const customerId = await seedCustomer({ db }, branchId, { name: 'PACIENTE', paternal: 'BANCO' });
  await db.insert(paymentMethods).values({ name: 'EFECTIVO', isCash: true }).onConflictDoNothing();
  const kinds = await db
    .insert(categories)
    .values(KINDS.map((name) => ({ name: `${name}S` })))
    .returning({ id: categories.id });
  const subs = await db
    .insert(subcategories)
    .values(kinds.map(({ id }) => ({ name: 'GENERAL', categoryId: id })))
    .returning({ id: subcategories.id, categoryId: subcategories.categoryId });
  const made = await db
    .insert(products)
    .values(
      Array.from({ length: count }, (_, i) => ({
        name: `${KINDS[i % KINDS.length]} ${BRANDS[Math.floor(i / KINDS.length) % BRANDS.length]} ${String(i + 1).padStart(3, '0')}`,
        categoryId: subs[i % KINDS.length]!.categoryId,
        subcategoryId: subs[i % KINDS.length]!.id,
      })),
    )
    .returning({ id: products.id });
  await db.insert(stock).values(
    made.map(({ id }, i) => ({
      storageId,
      productId: id,
      qty: 1 + (i % 40),
      price: `${150 + ((i * 37) % 4000)}.${String(i % 100).padStart(2, '0')}`,
    })),
  );
  const { token } = await call<{ token: string }>(server, 'auth/login', null, {
    email,
    password: TEST_PASSWORD,
  });
  await call(server, 'audit/open', token, { openAmount: 500 });
  const sale = await call<{ data: { id: number } }>(server, 'shoppings/create', token, {
    customer: { id: customerId },
    date: new Date().toLocaleDateString('en-CA'),
    time: '10:00',
  });
  return { branchId, storageId, customerId, token, saleId: sale.data.id, productIds: made };
}

export interface SaleCardsRender {
  products: number;
  /** From the navigation to the frame that first shows cards in the page's DOM. */
  firstCardsMs: number;
  /** From the navigation to the frame after every card is in the DOM (they are laid out and painted by then). */
  allCardsMs: number;
  /** Of that, after the sellable products' answer arrived: drawing the cards. */
  cardsAfterAnswerMs: number;
  /** The longest gap between two frames from the navigation to the cards painted (the app's boot included). */
  renderLongestFrameMs: number;
  /** The longest task of the main thread once the products' answer arrived (drawing the cards). */
  renderLongestTaskMs: number;
  /** The slowest keystroke of the search: from the key to the next frame painted. */
  keystrokeMs: number;
  /** From the last keystroke to the frame with only the matching cards (the 250 ms pause included). */
  filteredMs: number;
  /** The longest gap between two frames while typing and filtering. */
  filterLongestFrameMs: number;
  /** How many cards the search left. */
  matches: number;
  /** From emptying the search to the frame with every card back. */
  clearedMs: number;
  /** The longest gap between two frames meanwhile. */
  clearLongestFrameMs: number;
}

// Plain JavaScript for the page (a function compiled here would carry this side's helpers).
const CARDS = `() => document.querySelectorAll('ul[aria-label="Productos disponibles"] > li').length`;

/** Installed before the page loads: when the first and the last card arrive, and the frames between. */
const WATCH_LOAD = `(() => {
  const cards = ${CARDS};
  const watch = { first: undefined, shown: undefined, all: null, answer: null, longest: 0, tasks: [] };
  window.__load = watch;
  // Frames are only seen between tasks: a long task drawing the cards shows here.
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) watch.tasks.push([task.startTime, task.duration]);
  }).observe({ type: 'longtask', buffered: true });
  let previous = null;
  const frame = (now) => {
    if (watch.answer === null) {
      const entry = performance.getEntriesByType('resource').find((e) => e.name.includes('shoppings/getProducts'));
      if (entry) watch.answer = entry.responseEnd;
    }
    if (previous !== null) watch.longest = Math.max(watch.longest, now - previous);
    previous = now;
    const count = cards();
    // A frame's callbacks run before its style and layout: the cards are painted by the next one.
    if (watch.shown !== undefined) { watch.all = now; return; }
    if (count > 0 && watch.first === undefined) watch.first = now;
    if (count >= ${SELLABLE_PRODUCTS}) watch.shown = now;
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
})()`;

/** Keystrokes from now on, and the frame at which the number of cards satisfies \`done\`. */
const WATCH_KEYS = `(done) => {
  const cards = ${CARDS};
  const watch = { keys: [], last: 0, longest: 0, done: null, count: 0 };
  window.__keys = watch;
  let previous = performance.now();
  const frame = (now) => {
    watch.longest = Math.max(watch.longest, now - previous);
    previous = now;
    const count = cards();
    if (watch.seen !== undefined) {
      watch.done = now - watch.last;
      return;
    }
    if (watch.last > 0 && done(count)) {
      watch.seen = now;
      watch.count = count;
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  document.addEventListener('keydown', (event) => {
    watch.last = event.timeStamp;
    requestAnimationFrame((now) => watch.keys.push(now - event.timeStamp));
  }, true);
}`;

interface Keys {
  keys: number[];
  longest: number;
  done: number;
  count: number;
}

/** Polled from here: the app's Content-Security-Policy forbids waitForFunction's eval. */
async function until(page: Page, expression: string) {
  const started = Date.now();
  while (!(await page.evaluate<boolean>(expression))) {
    if (Date.now() - started > 15_000) throw new Error(`never: ${expression}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function typed(page: Page, done: string, keys: () => Promise<void>) {
  await page.evaluate(`(${WATCH_KEYS})(${done})`);
  await keys();
  await until(page, 'window.__keys.done !== null');
  return page.evaluate<Keys>('window.__keys');
}

async function once(page: Page, url: string) {
  await page.goto(url);
  await until(page, 'window.__load.all !== null');
  const load = await page.evaluate<{
    first: number;
    all: number;
    answer: number;
    longest: number;
    tasks: [number, number][];
  }>('window.__load');
  await page.getByRole('searchbox', { name: 'Buscar producto' }).click();
  const narrowed = await typed(page, `(n) => n === ${MATCHES}`, () =>
    page.keyboard.type(SEARCH, { delay: 80 }),
  );
  const cleared = await typed(page, `(n) => n >= ${SELLABLE_PRODUCTS}`, async () => {
    await page.keyboard.press('Control+A');
    await page.keyboard.press('Backspace');
  });
  return { load, narrowed, cleared };
}

/** null when Chromium is not installed. The median of three runs, after one to warm up. */
export async function measureSaleCards(
  baseUrl: string,
  token: string,
  saleId: number,
): Promise<SaleCardsRender | null> {
  if (!existsSync(CHROMIUM_PATH)) return null;
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
    await page.addInitScript((value) => localStorage.setItem('iris.token', value), token);
    await page.addInitScript(WATCH_LOAD);
    const url = `${baseUrl}/sales/${Buffer.from(String(saleId)).toString('base64').replace(/=+$/, '')}`;
    const runs: Awaited<ReturnType<typeof once>>[] = [];
    for (let i = 0; i < 4; i++) {
      const run = await once(page, url);
      if (i > 0) runs.push(run);
    }
    const median = (pick: (run: (typeof runs)[number]) => number) =>
      Math.round(runs.map(pick).sort((a, b) => a - b)[1]!);
    return {
      products: SELLABLE_PRODUCTS,
      firstCardsMs: median((run) => run.load.first),
      allCardsMs: median((run) => run.load.all),
      cardsAfterAnswerMs: median((run) => run.load.all - run.load.answer),
      renderLongestFrameMs: median((run) => run.load.longest),
      renderLongestTaskMs: median((run) =>
        Math.max(
          0,
          ...run.load.tasks.filter(([start]) => start >= run.load.answer).map(([, d]) => d),
        ),
      ),
      keystrokeMs: median((run) => Math.max(...run.narrowed.keys)),
      filteredMs: median((run) => run.narrowed.done),
      filterLongestFrameMs: median((run) => run.narrowed.longest),
      matches: runs[0]!.narrowed.count,
      clearedMs: median((run) => run.cleared.done),
      clearLongestFrameMs: median((run) => run.cleared.longest),
    };
  } finally {
    await browser.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const server = await startIrisServer();
  try {
    const shop = await seedShop(server);
    console.log(JSON.stringify(await measureSaleCards(server.url, shop.token, shop.saleId)));
  } finally {
    await server.close();
  }
}
