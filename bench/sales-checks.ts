// After the sales load: every rule of docs/rules.md that concurrency could break, counted straight from
// the database by the same checks as the faults test (apps/api/src/testing/shop-invariants.ts).
import type { Violations } from '../apps/api/src/testing/shop-invariants.js';

export const violationLines = (violations: Violations) => {
  const broken = Object.entries(violations).filter(([, n]) => n > 0);
  return broken.length === 0
    ? [`  violations: 0 (${Object.keys(violations).join('; ')})`]
    : broken.map(([rule, n]) => `  VIOLATION ${rule}: ${n}`);
};
