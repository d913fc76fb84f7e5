/**
 * The remote registry the edge serves at /registry.json: for each remote, where its manifest is,
 * which version is live and the locales where it is switched on. `npm run deploy -w <remote>`
 * points it at a new version; `npm run registry -- disable <remote> <locale>` switches a remote off.
 */
import { isLocale, type Locale } from './locales';
import { REMOTE_NAMES, type RemoteName } from './routes';

export interface RegistryEntry {
  /** Module Federation container name, e.g. mfe_search. */
  federationName: string;
  version: string;
  /** Absolute URL of the remote's mf-manifest.json. */
  manifestUrl: string;
  enabledLocales: Locale[];
  /** Contract range the remote was built for, e.g. ^1.0.0. */
  contractRange: string;
}

export interface Registry {
  generatedAt: string;
  remotes: Partial<Record<RemoteName, RegistryEntry>>;
  /**
   * The remotes this browser loads from another build (a QA override): their manifest addresses.
   * Only in the registry the edge gives to that browser; absent otherwise.
   */
  overrides?: Partial<Record<RemoteName, string>>;
}

export function isRemoteEnabled(registry: Registry, remote: RemoteName, locale: Locale): boolean {
  return registry.remotes[remote]?.enabledLocales.includes(locale) ?? false;
}

function isAbsoluteHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Validates an untrusted registry document; invalid entries are dropped, never thrown on. An entry
 * needs a non-empty federationName and version and an absolute http(s) manifestUrl; unknown or
 * repeated locales are dropped; a missing contractRange reads '^1.0.0'.
 */
export function parseRegistry(input: unknown): Registry {
  const registry: Registry = { generatedAt: '', remotes: {} };
  if (!input || typeof input !== 'object') return registry;
  const doc = input as { generatedAt?: unknown; remotes?: unknown; overrides?: unknown };
  if (typeof doc.generatedAt === 'string') registry.generatedAt = doc.generatedAt;
  if (!doc.remotes || typeof doc.remotes !== 'object' || Array.isArray(doc.remotes)) return registry;
  for (const name of REMOTE_NAMES) {
    if (!Object.prototype.hasOwnProperty.call(doc.remotes, name)) continue;
    const entry = (doc.remotes as Record<string, unknown>)[name];
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    if (typeof e.federationName !== 'string' || e.federationName.trim() === '') continue;
    if (typeof e.version !== 'string' || e.version.trim() === '') continue;
    if (typeof e.manifestUrl !== 'string' || !isAbsoluteHttpUrl(e.manifestUrl)) continue;
    registry.remotes[name] = {
      federationName: e.federationName,
      version: e.version,
      manifestUrl: e.manifestUrl,
      enabledLocales: Array.isArray(e.enabledLocales) ? [...new Set(e.enabledLocales.filter(isLocale))] : [],
      contractRange: typeof e.contractRange === 'string' && e.contractRange.trim() !== '' ? e.contractRange : '^1.0.0',
    };
  }
  const overrides = doc.overrides;
  if (overrides && typeof overrides === 'object' && !Array.isArray(overrides)) {
    for (const name of REMOTE_NAMES) {
      const manifestUrl = (overrides as Record<string, unknown>)[name];
      if (typeof manifestUrl === 'string' && isAbsoluteHttpUrl(manifestUrl) && registry.remotes[name])
        (registry.overrides ??= {})[name] = manifestUrl;
    }
  }
  return registry;
}
