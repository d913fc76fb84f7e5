/**
 * Opens `<dataDir>/catalogue.sqlite`, generating it first when it is missing, was made by another
 * generator version or seed, or its availability window is more than a day old. The new file is
 * written under a temporary name and renamed, so a crash never leaves a half-written catalogue.
 */
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import Database from 'better-sqlite3';
import { DEFAULT_HOTEL_COUNT, generateCatalogue } from '../generator/generate-catalogue';
import { isoToEpochDay, localTodayIso } from '../pricing/dates';
import { readCatalogueMeta, writeCatalogue, type CatalogueDb } from './catalogue-database';
import type { CatalogueMeta } from './catalogue-records';
import { GENERATOR_VERSION } from './generator-version';

export const CATALOGUE_FILE_NAME = 'catalogue.sqlite';
/** Regenerate when the availability window started more than this many days ago. */
const MAX_STALE_DAYS = 1;

export interface OpenCatalogueOptions {
  dataDir: string;
  seed: number;
  today?: string;
  hotelCount?: number;
  log?: (message: string) => void;
}

export interface OpenedCatalogueFile {
  db: CatalogueDb;
  meta: CatalogueMeta;
  /** True when this call generated the file. */
  generated: boolean;
}

export function openCatalogueFile(options: OpenCatalogueOptions): OpenedCatalogueFile {
  const today = options.today ?? localTodayIso();
  const hotelCount = options.hotelCount ?? DEFAULT_HOTEL_COUNT;
  const file = join(options.dataDir, CATALOGUE_FILE_NAME);
  mkdirSync(options.dataDir, { recursive: true });

  if (existsSync(file)) {
    const db = new Database(file);
    const meta = readCatalogueMeta(db);
    const reason = meta ? staleReason(meta, options.seed, hotelCount, today) : 'the file is not a catalogue';
    if (meta && !reason) return { db, meta, generated: false };
    db.close();
    options.log?.(`Regenerating the catalogue: ${reason}`);
  }

  const started = performance.now();
  const data = generateCatalogue({ seed: options.seed, availabilityStart: today, hotelCount });
  const temporary = `${file}.${process.pid}.${Date.now()}.tmp`;
  const meta: CatalogueMeta = {
    generatorVersion: GENERATOR_VERSION,
    seed: options.seed,
    hotelCount,
    availabilityStart: today,
    generatedAt: new Date().toISOString(),
    generationMs: 0,
  };
  try {
    // The duration is known only once written; it is stored with the rows, so measure up to here.
    meta.generationMs = Math.round(performance.now() - started);
    writeCatalogue(temporary, data, meta);
    // A journal left by the previous file would be replayed onto the new one.
    for (const suffix of ['-wal', '-shm', '-journal']) rmSync(file + suffix, { force: true });
    renameSync(temporary, file);
  } catch (error) {
    rmSync(temporary, { force: true });
    throw error;
  }
  const totalMs = Math.round(performance.now() - started);
  options.log?.(
    `Catalogue generated in ${totalMs} ms: ${data.hotels.length} hotels, ${data.offers.length} stays, ${data.reviews.length} reviews (${file})`,
  );
  const db = new Database(file);
  return { db, meta: { ...meta, generationMs: totalMs }, generated: true };
}

function staleReason(meta: CatalogueMeta, seed: number, hotelCount: number, today: string): string | null {
  if (meta.generatorVersion !== GENERATOR_VERSION)
    return `generator version ${meta.generatorVersion} → ${GENERATOR_VERSION}`;
  if (meta.seed !== seed) return `seed ${meta.seed} → ${seed}`;
  if (meta.hotelCount !== hotelCount) return `${meta.hotelCount} hotels → ${hotelCount}`;
  const start = isoToEpochDay(meta.availabilityStart);
  const now = isoToEpochDay(today);
  if (start === null || now === null || now - start > MAX_STALE_DAYS)
    return `availability from ${meta.availabilityStart} is stale`;
  return null;
}
