/**
 * QA overrides of the toggles and variations the api serves: `?flags=name:value,name:value` on any
 * page, e.g. `?flags=datesVariation:forced,boxes:off`. Booleans take on/off, true/false, 1/0;
 * variations take their values. Only known flags with valid values count: a query with nothing
 * valid in it changes nothing and stores nothing. The overrides last for the browser session
 * (sessionStorage, `escapade.flagOverrides`, same `name:value,…` text) until `?flags=reset`: a
 * link someone followed once must not change the shop for them for good.
 *
 * Customer-care mode is not among them: only the care host turns it on (see locale/care-mode.ts),
 * so no link can put a visitor of the public shop in front of the operators' sign-in page.
 */
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';

export const FLAGS_QUERY_PARAMETER = 'flags';
/** sessionStorage key of the overrides. */
export const FLAG_OVERRIDES_STORAGE_KEY = 'escapade.flagOverrides';
/**
 * localStorage key under which overrides used to be kept for good: cleared on every page load, so
 * visitors left stuck with one (care mode, a variation) are freed.
 */
export const LEGACY_FLAG_OVERRIDES_STORAGE_KEY = 'escapade.flagOverrides';
/** `?flags=reset` forgets the stored overrides. */
export const RESET_OVERRIDES = 'reset';

type VariationName = { [K in keyof Flags]: Flags[K] extends boolean ? never : K }[keyof Flags];

/** The values each variation may take (the Flags type, spelled out for run time). */
export const FLAG_VARIATIONS: { readonly [K in VariationName]: readonly Flags[K][] } = {
  datesVariation: ['none', 'forced', 'suggested'],
  productCardVariation: ['default', 'compact'],
  boxMigration: ['control', 'test'],
};

const TRUE_WORDS = new Set(['on', 'true', '1', 'yes']);
const FALSE_WORDS = new Set(['off', 'false', '0', 'no']);

export type FlagOverrides = Partial<Flags>;

function parseBoolean(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** Reads `name:value,name:value`; what it does not understand it leaves out. */
export function parseFlagOverrides(text: string): FlagOverrides {
  const overrides: Record<string, unknown> = {};
  for (const pair of text.split(',')) {
    const [rawName, rawValue, ...rest] = pair.split(':');
    if (!rawName || rawValue === undefined || rest.length > 0) continue;
    const name = rawName.trim();
    const value = rawValue.trim();
    if (!Object.hasOwn(DEFAULT_FLAGS, name)) continue;
    const key = name as keyof Flags;
    if (typeof DEFAULT_FLAGS[key] === 'boolean') {
      const parsed = parseBoolean(value);
      if (parsed !== undefined) overrides[key] = parsed;
    } else if ((FLAG_VARIATIONS[key as VariationName] as readonly string[]).includes(value)) {
      overrides[key] = value;
    }
  }
  return overrides as FlagOverrides;
}

/** The stored form: only what was understood, booleans as on/off. */
export function serializeFlagOverrides(overrides: FlagOverrides): string {
  return Object.entries(overrides)
    .map(([name, value]) => `${name}:${typeof value === 'boolean' ? (value ? 'on' : 'off') : value}`)
    .join(',');
}

function storageOrNull(kind: 'sessionStorage' | 'localStorage'): Storage | null {
  try {
    return window[kind];
  } catch {
    return null;
  }
}

function forgetLegacyOverrides(legacyStorage: Storage | null): void {
  try {
    legacyStorage?.removeItem(LEGACY_FLAG_OVERRIDES_STORAGE_KEY);
  } catch {
    // Storage forbidden: nothing could have been kept there either.
  }
}

/**
 * The overrides for this page load: those of the `flags` query parameter when it holds any valid
 * one (they are then kept for the session), else the session's.
 */
export function readFlagOverrides(
  search: string,
  storage: Storage | null = storageOrNull('sessionStorage'),
  legacyStorage: Storage | null = storageOrNull('localStorage'),
): FlagOverrides {
  forgetLegacyOverrides(legacyStorage);
  const fromQuery = new URLSearchParams(search).get(FLAGS_QUERY_PARAMETER)?.trim() ?? null;
  const queried = fromQuery === null ? {} : parseFlagOverrides(fromQuery);
  try {
    if (fromQuery === RESET_OVERRIDES || fromQuery === '') {
      storage?.removeItem(FLAG_OVERRIDES_STORAGE_KEY);
      return {};
    }
    if (Object.keys(queried).length > 0) {
      storage?.setItem(FLAG_OVERRIDES_STORAGE_KEY, serializeFlagOverrides(queried));
      return queried;
    }
    // Stored text is read with the same rules: whatever was put there by hand counts only if valid.
    return parseFlagOverrides(storage?.getItem(FLAG_OVERRIDES_STORAGE_KEY) ?? '');
  } catch {
    // Storage full or forbidden: the query still applies to this page.
    return queried;
  }
}

export function applyFlagOverrides(flags: Flags, overrides: FlagOverrides): Flags {
  return { ...flags, ...overrides };
}
