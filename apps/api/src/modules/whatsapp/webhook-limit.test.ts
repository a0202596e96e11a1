import { describe, expect, it } from 'vitest';
import { WebhookLimit } from './webhook-limit.js';

describe("the webhook's limit per address", () => {
  it("lets Meta's deliveries through and closes an address after a few forgeries, for its minute", () => {
    const limit = new WebhookLimit();
    const start = 1_000_000;
    for (let i = 0; i < 5_000; i++) expect(limit.take('203.0.113.9', start)).toBe(true);
    for (let i = 0; i < 20; i++) {
      expect(limit.take('198.51.100.7', start)).toBe(true);
      limit.forged('198.51.100.7', start);
    }
    expect(limit.take('198.51.100.7', start + 1_000)).toBe(false);
    // Another address is not held for it; the next minute opens it again.
    expect(limit.take('203.0.113.9', start + 1_000)).toBe(true);
    expect(limit.take('198.51.100.7', start + 61_000)).toBe(true);
  });

  it('refuses an address over 20,000 requests in its minute', () => {
    const limit = new WebhookLimit();
    for (let i = 0; i < 20_000; i++) limit.take('192.0.2.1', 0);
    expect(limit.take('192.0.2.1', 10)).toBe(false);
  });
});
