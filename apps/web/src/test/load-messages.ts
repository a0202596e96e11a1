import { FEATURES } from '../app/features';
import type { Feature } from '../lib/feature';
import { loadMessages as load, registerMessages, type MessageBundle } from '../lib/i18n';

// Every feature's message bundles, as the route table registers them (app/route-table.ts).
const features: readonly Feature[] = FEATURES;
registerMessages(features);

/** A page's strings by their bundles' names, as the route table loads them with the page. */
export function loadMessages(bundles: readonly MessageBundle[]): Promise<void> {
  return load(bundles);
}
