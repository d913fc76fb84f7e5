/**
 * `npm run registry -- show`
 * `npm run registry -- disable <remote> <locale|all>` / `enable <remote> <locale|all>`
 * Switches a remote off or on per locale in the registry the edge serves; pages pick it up on the
 * next load.
 */
import { LOCALES, isLocale, type Locale } from '@escapade/shared-contracts/locales';
import { REMOTE_NAMES, loadConfig, type RemoteName } from './config';
import { readRegistry, setRemoteLocales } from './registry-store';

const [command, remote, localeArg] = process.argv.slice(2);
const config = loadConfig();

function usage(): never {
  console.error(`usage: npm run registry -- show | enable|disable <${REMOTE_NAMES.join('|')}> <${LOCALES.join('|')}|all>`);
  process.exit(2);
}

function print(): void {
  const registry = readRegistry(config.registryFile);
  for (const name of REMOTE_NAMES) {
    const entry = registry.remotes[name];
    console.log(entry ? `${name.padEnd(20)} ${entry.version.padEnd(18)} ${entry.enabledLocales.join(' ') || '(off everywhere)'}` : `${name.padEnd(20)} not deployed`);
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
} else {
  usage();
}
