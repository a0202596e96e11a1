import { afterEach, describe, expect, it } from 'vitest';
import {
  PRODUCTION_COST,
  dummyHash,
  hashCost,
  hashPassword,
  lowerHashCostForTests,
  restoreProductionHashCost,
  verifyPassword,
} from './passwords.js';

// The other tests hash at a lower cost (testing/cheap-hashes.ts): this file pins production's.
const testCost = hashCost();
afterEach(() => lowerHashCostForTests(testCost.N));

describe('password hashes', () => {
  it('are made at production cost, scrypt N=2^15, r=8, p=1, and verify', async () => {
    expect(PRODUCTION_COST).toEqual({ N: 32_768, r: 8, p: 1 });
    restoreProductionHashCost();
    expect(hashCost()).toEqual(PRODUCTION_COST);
    const hash = await hashPassword('Contraseña de la clínica 1');
    expect(hash).toMatch(/^scrypt\$32768\$8\$1\$[A-Za-z0-9+/=]{24}\$[A-Za-z0-9+/=]{88}$/);
    expect(await verifyPassword('Contraseña de la clínica 1', hash)).toBe(true);
    expect(await verifyPassword('Contraseña de la clínica 2', hash)).toBe(false);
    // An unknown e-mail is compared at the same cost, so that its answer takes as long.
    expect(dummyHash()).toMatch(/^scrypt\$32768\$8\$1\$/);
    expect(await verifyPassword('', dummyHash())).toBe(false);
  });

  it('keep their own cost: one made at the tests’ cost verifies under production’s', async () => {
    expect(testCost.N).toBeLessThan(PRODUCTION_COST.N);
    const cheap = await hashPassword('secreto123');
    expect(cheap.startsWith(`scrypt$${testCost.N}$8$1$`)).toBe(true);
    restoreProductionHashCost();
    expect(await verifyPassword('secreto123', cheap)).toBe(true);
    expect(await verifyPassword('secreto124', cheap)).toBe(false);
  });

  it('are made at the lower cost in tests only: a server outside Vitest cannot lower it', () => {
    restoreProductionHashCost();
    const vitest = process.env.VITEST;
    delete process.env.VITEST;
    try {
      expect(() => lowerHashCostForTests()).toThrow('in tests only');
    } finally {
      process.env.VITEST = vitest;
    }
    expect(hashCost()).toEqual(PRODUCTION_COST);
  });
});
