/** The rows of a test api's catalogue file, read apart from the api, so tests can compare answers with them. */
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { readCatalogue } from '../catalogue/catalogue-database';
import type { ActivityOfferRecord, GiftBoxRecord } from '../catalogue/catalogue-records';
import { CATALOGUE_FILE_NAME } from '../catalogue/open-catalogue-file';

export interface TestCatalogueRows {
  activityOffers: ActivityOfferRecord[];
  giftBoxes: GiftBoxRecord[];
}

export function readTestCatalogue(dataDir: string): TestCatalogueRows {
  const db = new Database(join(dataDir, CATALOGUE_FILE_NAME), { readonly: true });
  try {
    const { activityOffers, giftBoxes } = readCatalogue(db);
    return { activityOffers, giftBoxes };
  } finally {
    db.close();
  }
}
