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
}

export function isRemoteEnabled(registry: Registry, remote: RemoteName, locale: Locale): boolean {
  return registry.remotes[remote]?.enabledLocales.includes(locale) ?? false;
}

/** Validates an untrusted registry document; invalid entries are dropped, never thrown on. */
export function parseRegistry(input: unknown): Registry {
  const registry: Registry = { generatedAt: '', remotes: {} };
  if (!input || typeof input !== 'object') return registry;
  const doc = input as { generatedAt?: unknown; remotes?: unknown };
  if (typeof doc.generatedAt === 'string') registry.generatedAt = doc.generatedAt;
  if (!doc.remotes || typeof doc.remotes !== 'object') return registry;
  for (const name of REMOTE_NAMES) {
    const entry = (doc.remotes as Record<string, unknown>)[name];
    if (!entry || typeof entry !== 'object') continue;
    const e = entry as Record<string, unknown>;
    if (typeof e.federationName !== 'string' || typeof e.manifestUrl !== 'string' || typeof e.version !== 'string') continue;
    registry.remotes[name] = {
      federationName: e.federationName,
      version: e.version,
      manifestUrl: e.manifestUrl,
      enabledLocales: Array.isArray(e.enabledLocales) ? e.enabledLocales.filter(isLocale) : [],
      contractRange: typeof e.contractRange === 'string' ? e.contractRange : '^1.0.0',
    };
  }
  return registry;
}
