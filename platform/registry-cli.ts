/**
 * `npm run registry -- show`
 * `npm run registry -- disable <remote> <locale|all>` / `enable <remote> <locale|all>`
 * `npm run registry -- dev <remote> [manifestUrl]`
 * Switches a remote off or on per locale in the registry the edge serves, or points it at the
 * team's webpack-dev-server (`npm run dev -w <remote>`); pages pick it up on the next load.
 * `npm run deploy -w <remote>` points it back at the cdn.
 */
import { LOCALES, isLocale, type Locale } from '@escapade/shared-contracts/locales';
import { REMOTE_NAMES, loadConfig, type RemoteName } from './config';
import { pointRemoteAt, readRegistry, setRemoteLocales } from './registry-store';

/** Ports of each remote's `npm run dev` server (devPort in its webpack.config.cjs). */
const DEV_PORTS: Record<RemoteName, number> = {
  'mfe-search': 3201,
  'mfe-product': 3202,
  'mfe-gift': 3203,
  'mfe-content': 3204,
  'mfe-checkout-entry': 3205,
};

const [command, remote, localeArg] = process.argv.slice(2);
const config = loadConfig();

function usage(): never {
  console.error(
    `usage: npm run registry -- show | enable|disable <${REMOTE_NAMES.join('|')}> <${LOCALES.join('|')}|all> | dev <remote> [manifestUrl]`,
  );
  process.exit(2);
}

function print(): void {
  const registry = readRegistry(config.registryFile);
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    console.log(
      entry
        ? `${name.padEnd(20)} ${entry.version.padEnd(18)} ${entry.enabledLocales.join(' ') || '(off everywhere)'}`
        : `${name.padEnd(20)} not deployed`,
    );
  }
}

if (command === 'show' || command === undefined) {
  print();
} else if (command === 'enable' || command === 'disable') {
  if (!REMOTE_NAMES.includes(remote as RemoteName)) usage();
  const locales: Locale[] = localeArg === 'all' ? [...LOCALES] : isLocale(localeArg) ? [localeArg] : usage();
  try {
    setRemoteLocales(config.registryFile, remote as RemoteName, locales, command === 'enable');
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  print();
} else if (command === 'dev') {
  if (!REMOTE_NAMES.includes(remote as RemoteName)) usage();
  const name = remote as RemoteName;
  const entry = readRegistry(config.registryFile).remotes[name];
  pointRemoteAt(config.registryFile, name, {
    federationName: entry?.federationName ?? name.replace(/-/g, '_'),
    version: 'dev',
    manifestUrl: localeArg ?? `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
    contractRange: entry?.contractRange ?? '^1.0.0',
  });
  print();
} else {
  usage();
}
