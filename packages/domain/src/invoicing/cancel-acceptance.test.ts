import { describe, expect, it } from 'vitest';
import { cancelNeedsAcceptance } from './cancel-acceptance.js';

const person = 'VADA800927DJ3';

describe('whether a cancellation waits for the receiver', () => {
  it('an ingreso above $1,000.00 to a receiver of its own does, to the cent', () => {
    expect(cancelNeedsAcceptance({ kind: 'I', total: '1000.01', receiverRfc: person })).toBe(true);
    expect(cancelNeedsAcceptance({ kind: 'I', total: '1000.00', receiverRfc: person })).toBe(false);
    expect(cancelNeedsAcceptance({ kind: 'I', total: '999.99', receiverRfc: person })).toBe(false);
    expect(cancelNeedsAcceptance({ kind: 'I', total: '25000.5', receiverRfc: person })).toBe(true);
  });

  it('a global invoice, a foreign receiver, an egreso and a payment’s CFDI do not', () => {
    for (const receiverRfc of ['XAXX010101000', 'XEXX010101000']) {
      expect(cancelNeedsAcceptance({ kind: 'I', total: '50000.00', receiverRfc })).toBe(false);
    }
    for (const kind of ['E', 'P']) {
      expect(cancelNeedsAcceptance({ kind, total: '50000.00', receiverRfc: person })).toBe(false);
    }
  });
});
