import type { Config } from '../config.js';
import type { Db } from '../db/client.js';
import { resealSeeds } from '../modules/auth/mfa.service.js';
import { resealCsds } from '../modules/invoicing/csd.service.js';

/**
 * docs/operations.md, Rotating the CSD secret: at start, with IRIS_CSD_SECRET_PREVIOUS set, the
 * CSDs and two-factor seeds it sealed are sealed again with IRIS_CSD_SECRET, and the log says how
 * many.
 */
export async function resealCsdsAtStart(
  db: Db,
  config: Pick<Config, 'csdSecrets'>,
  log: { info(message: string): void },
) {
  const count = await resealCsds(db, config.csdSecrets);
  if (count > 0) log.info(`${count} CSD re-encrypted with IRIS_CSD_SECRET`);
  const seeds = await resealSeeds(db, config.csdSecrets);
  if (seeds > 0) log.info(`${seeds} two-factor seeds re-encrypted with IRIS_CSD_SECRET`);
}
