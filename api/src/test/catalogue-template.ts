/**
 * The generated catalogue every api suite starts from. Jest's global setup generates it once per
 * run and each suite copies the file into its own data folder, instead of generating the same
 * catalogue again for every suite; what a suite writes (shop.sqlite) stays its own.
 */
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CATALOGUE_FILE_NAME, openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';

const TEMPLATE_DIR_VARIABLE = 'ESCAPADE_TEST_CATALOGUE_DIR';

/** Generates the default catalogue into a fresh folder named in the environment the workers inherit. */
export function generateCatalogueTemplate(): void {
  const dir = mkdtempSync(join(tmpdir(), 'escapade-api-test-catalogue-'));
  openCatalogueFile({ dataDir: dir, seed: DEFAULT_SEED }).db.close();
  process.env[TEMPLATE_DIR_VARIABLE] = dir;
}

export function removeCatalogueTemplate(): void {
  const dir = process.env[TEMPLATE_DIR_VARIABLE];
  if (dir) rmSync(dir, { recursive: true, force: true });
}

/**
 * Puts the run's catalogue in `dataDir` when there is one. Without it (a suite run outside jest's
 * setup) the api generates its own; the api also regenerates a copy that has gone stale.
 */
export function copyCatalogueTemplate(dataDir: string): void {
  const dir = process.env[TEMPLATE_DIR_VARIABLE];
  if (dir) copyFileSync(join(dir, CATALOGUE_FILE_NAME), join(dataDir, CATALOGUE_FILE_NAME));
}
