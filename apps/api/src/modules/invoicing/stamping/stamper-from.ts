import type { Config } from '../../../config.js';
import type { Stamper } from './stamper.js';
import { SwStamper } from './sw-stamper.js';
import { TestStamper } from './test-stamper.js';

/** The PAC the configuration names (IRIS_PAC…), or the built-in test stamper without one. */
export function stamperFrom(config: Pick<Config, 'pac'>): Stamper {
  // SW is the one PAC so far (config.ts PACS); another makes this a choice on `pac.name`.
  return config.pac ? new SwStamper(config.pac) : new TestStamper();
}
