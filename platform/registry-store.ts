/** Reads and writes the local registry file the edge serves as /registry.json. */
import fs from 'node:fs';
import path from 'node:path';
import { LOCALES, type Locale } from '@escapade/shared-contracts/locales';
import { parseRegistry, type Registry, type RegistryEntry } from '@escapade/shared-contracts/registry';
import type { RemoteName } from './config';

export function readRegistry(file: string): Registry {
  if (!fs.existsSync(file)) return { generatedAt: new Date().toISOString(), remotes: {} };
  try {
    return parseRegistry(JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return { generatedAt: new Date().toISOString(), remotes: {} };
  }
}

/** Atomic write: the edge never serves a half-written registry. */
export function writeRegistry(file: string, registry: Registry): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  fs.writeFileSync(temp, `${JSON.stringify({ ...registry, generatedAt: new Date().toISOString() }, null, 2)}\n`);
  fs.renameSync(temp, file);
}

/** Points a remote at a deployed version, keeping its locale toggles (all locales for a new remote). */
export function pointRemoteAt(
  file: string,
  remote: RemoteName,
  entry: Omit<RegistryEntry, 'enabledLocales'>,
): Registry {
  const registry = readRegistry(file);
  const enabledLocales: Locale[] = registry.remotes[remote]?.enabledLocales ?? [...LOCALES];
  registry.remotes[remote] = { ...entry, enabledLocales };
  writeRegistry(file, registry);
  return registry;
}

export function setRemoteLocales(
  file: string,
  remote: RemoteName,
  locales: readonly Locale[],
  enabled: boolean,
): Registry {
  const registry = readRegistry(file);
  const entry = registry.remotes[remote];
  if (!entry) throw new Error(`${remote} is not deployed: run npm run deploy -w ${remote} first`);
  const current = new Set(entry.enabledLocales);
  for (const locale of locales) {
    if (enabled) current.add(locale);
    else current.delete(locale);
  }
  entry.enabledLocales = LOCALES.filter((locale) => current.has(locale));
  writeRegistry(file, registry);
  return registry;
}
