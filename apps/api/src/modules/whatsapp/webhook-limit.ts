/**
 * The webhook's limit per address (docs/rules.md WhatsApp), kept in the process: Meta's deliveries
 * pass (a busy chain's statuses are a few hundred a second, from many addresses), a flood does
 * not; a few forged signatures close the address for the rest of the minute.
 */
const WINDOW_MS = 60_000;
const PER_MINUTE = 20_000;
const FORGED_PER_MINUTE = 20;

interface Window {
  started: number;
  requests: number;
  forged: number;
}

export class WebhookLimit {
  private windows = new Map<string, Window>();

  private windowOf(address: string, now: number): Window {
    const current = this.windows.get(address);
    if (current && now - current.started < WINDOW_MS) return current;
    // A new minute: the old windows go, so the map holds only this minute's addresses.
    if (this.windows.size > 10_000) this.windows.clear();
    const fresh = { started: now, requests: 0, forged: 0 };
    this.windows.set(address, fresh);
    return fresh;
  }

  /** Counts a request; false when the address is over its minute's limit. */
  take(address: string, now = Date.now()): boolean {
    const window = this.windowOf(address, now);
    window.requests += 1;
    return window.requests <= PER_MINUTE && window.forged < FORGED_PER_MINUTE;
  }

  /** Counts a request whose signature did not match. */
  forged(address: string, now = Date.now()) {
    this.windowOf(address, now).forged += 1;
  }
}
