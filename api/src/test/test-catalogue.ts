/** The catalogue a test api serves, read directly, so tests can pick the hotels and stays they need. */
import { Catalogue } from '../catalogue/catalogue';
import { openCatalogueFile } from '../catalogue/open-catalogue-file';
import { DEFAULT_SEED } from '../generator/generate-catalogue';

export interface TestCatalogue {
  catalogue: Catalogue;
  close(): void;
}

export function openTestCatalogue(dataDir: string): TestCatalogue {
  const opened = openCatalogueFile({ dataDir, seed: DEFAULT_SEED });
  return { catalogue: new Catalogue(opened.db, opened.meta), close: () => opened.db.close() };
}
