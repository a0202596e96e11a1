import { lowerHashCostForTests } from '../lib/passwords.js';

/*
 * Setup file of the API and browser test projects (vitest.config.ts): the passwords their users
 * are given and sign in with are hashed at scrypt N=2^10 instead of production's 2^15, which made
 * each of the suites' hundreds of sign-ins cost tens of milliseconds. What a hash is for does not
 * change: a wrong password is refused, a right one let in. lib/passwords.test.ts pins production's
 * cost.
 */
lowerHashCostForTests();
