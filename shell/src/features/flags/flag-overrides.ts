/**
 * QA overrides of the toggles and variations the api serves: `?flags=name:value,name:value` on any
 * page, e.g. `?flags=datesVariation:forced,boxes:off`. The overrides are kept in localStorage
 * (`escapade.flagOverrides`, same `name:value,…` text) so they survive page loads, until
 * `?flags=reset` clears them. Booleans take on/off, true/false, 1/0; variations take their
 * values. `careMode:on` turns customer-care mode on without a care host (sign-in still required).
 * Unknown names and values are ignored.
 */
import type { Flags } from '@escapade/shared-contracts/lifecycle';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';

export const FLAGS_QUERY_PARAMETER = 'flags';
export const FLAG_OVERRIDES_STORAGE_KEY = 'escapade.flagOverrides';
/** `?flags=reset` forgets the stored overrides. */
export const RESET_OVERRIDES = 'reset';
/** Not a flag of the api: the shell's customer-care mode, for QA on a public host. */
export const CARE_MODE_OVERRIDE = 'careMode';

type VariationName = { [K in keyof Flags]: Flags[K] extends boolean ? never : K }[keyof Flags];

/** The values each variation may take (the Flags type, spelled out for run time). */
export const FLAG_VARIATIONS: { readonly [K in VariationName]: readonly Flags[K][] } = {
  datesVariation: ['none', 'forced', 'suggested'],
  productCardVariation: ['default', 'compact'],
};

const TRUE_WORDS = new Set(['on', 'true', '1', 'yes']);
const FALSE_WORDS = new Set(['off', 'false', '0', 'no']);

export interface FlagOverrides {
  flags: Partial<Flags>;
  careMode?: boolean;
}

function parseBoolean(value: string): boolean | undefined {
  const word = value.trim().toLowerCase();
  if (TRUE_WORDS.has(word)) return true;
  if (FALSE_WORDS.has(word)) return false;
  return undefined;
}

/** Reads `name:value,name:value`; what it does not understand it leaves out. */
export function parseFlagOverrides(text: string): FlagOverrides {
  const overrides: FlagOverrides = { flags: {} };
  const flags = overrides.flags as Record<string, unknown>;
  for (const pair of text.split(',')) {
    const [rawName, rawValue, ...rest] = pair.split(':');
    if (!rawName || rawValue === undefined || rest.length > 0) continue;
    const name = rawName.trim();
    const value = rawValue.trim();
    if (name === CARE_MODE_OVERRIDE) {
      const careMode = parseBoolean(value);
      if (careMode !== undefined) overrides.careMode = careMode;
      continue;
    }
    if (!Object.hasOwn(DEFAULT_FLAGS, name)) continue;
    const key = name as keyof Flags;
    if (typeof DEFAULT_FLAGS[key] === 'boolean') {
      const parsed = parseBoolean(value);
      if (parsed !== undefined) flags[key] = parsed;
    } else if ((FLAG_VARIATIONS[key as VariationName] as readonly string[]).includes(value)) {
      flags[key] = value;
    }
  }
  return overrides;
}

function safeStorage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

/**
 * The overrides for this page load: those of the `flags` query parameter (which are then stored),
 * else the stored ones.
 */
export function readFlagOverrides(search: string, storage: Storage | null = safeStorage()): FlagOverrides {
  const fromQuery = new URLSearchParams(search).get(FLAGS_QUERY_PARAMETER);
  try {
    if (fromQuery !== null) {
      if (fromQuery.trim() === RESET_OVERRIDES || fromQuery.trim() === '') {
        storage?.removeItem(FLAG_OVERRIDES_STORAGE_KEY);
        return { flags: {} };
      }
      storage?.setItem(FLAG_OVERRIDES_STORAGE_KEY, fromQuery);
      return parseFlagOverrides(fromQuery);
    }
    return parseFlagOverrides(storage?.getItem(FLAG_OVERRIDES_STORAGE_KEY) ?? '');
  } catch {
    // Storage full or forbidden: the query still applies to this page.
    return parseFlagOverrides(fromQuery ?? '');
  }
}

export function applyFlagOverrides(flags: Flags, overrides: FlagOverrides): Flags {
  return { ...flags, ...overrides.flags };
}
