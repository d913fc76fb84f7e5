/** A real api on the generated catalogue in a temporary directory, for `app.inject` tests. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildAppOptions } from '../app';
import { addDaysIso, localTodayIso } from '../pricing/dates';
import { copyCatalogueTemplate } from './catalogue-template';

export interface TestApp {
  app: FastifyInstance;
  dataDir: string;
  close(): Promise<void>;
}

export async function createTestApp(options: Omit<BuildAppOptions, 'dataDir'> = {}): Promise<TestApp> {
  const dataDir = mkdtempSync(join(tmpdir(), 'escapade-api-test-'));
  // The run's catalogue has the default seed and size, from today: any other one is generated here.
  const usualCatalogue = options.seed === undefined && options.hotelCount === undefined && options.now === undefined;
  if (usualCatalogue) copyCatalogueTemplate(dataDir);
  const app = await buildApp({ ...options, dataDir });
  return {
    app,
    dataDir,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A date `days` from today, yyyy-MM-dd. */
export function daysFromToday(days: number): string {
  return addDaysIso(localTodayIso(), days);
}

/** Ids of well-known places in the generated catalogue (see generator/geography-data.ts). */
export const PARIS_CITY_ID = 10001;
export const MARSEILLE_CITY_ID = 10002;
export const FRANCE_COUNTRY_ID = 1;
