/**
 * `npm run registry -- show`
 * `npm run registry -- disable <remote> <locale|all>` / `enable <remote> <locale|all>`
 * `npm run registry -- dev <remote> [manifestUrl]`
 * Switches a remote off or on per locale in the registry the edge serves, or points it at the
 * team's webpack-dev-server (`npm run dev -w <remote>`); pages pick it up on the next load.
 * `npm run deploy -w <remote>` points it back at the cdn. The registry is the file, or the shop
 * store's database when DATABASE_URL is set (registry-store.ts).
 */
import { LOCALES, isLocale, type Locale } from '@escapade/shared-contracts/locales';
import { REMOTE_NAMES, loadConfig, type RemoteName } from './config';
import { registryStoreFor, type RegistryStore } from './registry-store';

/** Ports of each remote's `npm run dev` server (devPort in its webpack.config.cjs). */
const DEV_PORTS: Record<RemoteName, number> = {
  'mfe-search': 3201,
  'mfe-product': 3202,
  'mfe-gift': 3203,
  'mfe-content': 3204,
  'mfe-checkout-entry': 3205,
};

const [command, remote, localeArg] = process.argv.slice(2);

function usage(): never {
  console.error(
    `usage: npm run registry -- show | enable|disable <${REMOTE_NAMES.join('|')}> <${LOCALES.join('|')}|all> | dev <remote> [manifestUrl]`,
  );
  process.exit(2);
}

async function print(store: RegistryStore): Promise<void> {
  const registry = await store.read();
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    console.log(
      entry
        ? `${name.padEnd(20)} ${entry.version.padEnd(18)} ${entry.enabledLocales.join(' ') || '(off everywhere)'}`
        : `${name.padEnd(20)} not deployed`,
    );
  }
}

/** The remote the command names, or the usage. */
function remoteArg(): RemoteName {
  return REMOTE_NAMES.includes(remote as RemoteName) ? (remote as RemoteName) : usage();
}

async function run(store: RegistryStore): Promise<void> {
  if (command === 'show' || command === undefined) {
    await print(store);
  } else if (command === 'enable' || command === 'disable') {
    const name = remoteArg();
    const locales: Locale[] = localeArg === 'all' ? [...LOCALES] : isLocale(localeArg) ? [localeArg] : usage();
    await store.setRemoteLocales(name, locales, command === 'enable');
    await print(store);
  } else if (command === 'dev') {
    const name = remoteArg();
    const entry = (await store.read()).remotes[name];
    await store.pointRemoteAt(name, {
      federationName: entry?.federationName ?? name.replace(/-/g, '_'),
      version: 'dev',
      manifestUrl: localeArg ?? `http://localhost:${DEV_PORTS[name]}/mf-manifest.json`,
      contractRange: entry?.contractRange ?? '^1.0.0',
    });
    await print(store);
  } else {
    usage();
  }
}

async function main(): Promise<void> {
  const store = registryStoreFor(loadConfig());
  try {
    await run(store);
  } finally {
    await store.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
