/**
 * The catalogue's size: `ESCAPADE_HOTEL_COUNT` lets anyone run the shop (and its benchmark) on a
 * catalogue as large as a real shop's, 5,000 to 20,000 hotels and more; without it the shop keeps
 * its usual catalogue (DEFAULT_HOTEL_COUNT).
 */
import { DEFAULT_HOTEL_COUNT } from '../generator/generate-catalogue';

export const HOTEL_COUNT_VARIABLE = 'ESCAPADE_HOTEL_COUNT';
/** The generator gives every city at least four hotels (about 600 in all): below this the count would not be the one asked for. */
export const MIN_HOTEL_COUNT = 1_000;
/** Beyond this the catalogue no longer fits the api's memory on a laptop. */
export const MAX_HOTEL_COUNT = 50_000;

/**
 * The hotel count the environment asks for, DEFAULT_HOTEL_COUNT when it asks nothing. A value that
 * is not a whole number within MIN_HOTEL_COUNT–MAX_HOTEL_COUNT stops the start with a clear message
 * rather than generating a catalogue nobody asked for.
 */
export function hotelCountFromEnvironment(env: NodeJS.ProcessEnv): number {
  const raw = env[HOTEL_COUNT_VARIABLE]?.trim();
  if (!raw) return DEFAULT_HOTEL_COUNT;
  const count = /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (!Number.isSafeInteger(count) || count < MIN_HOTEL_COUNT || count > MAX_HOTEL_COUNT)
    throw new Error(
      `${HOTEL_COUNT_VARIABLE} must be a whole number from ${MIN_HOTEL_COUNT} to ${MAX_HOTEL_COUNT}, got "${raw}"`,
    );
  return count;
}
