/** The Chromium both measurements drive, and the flags that keep it from doing anything of its own while it measures. */
import fs from 'node:fs';

// Debian's browser itself: Lighthouse's launcher needs it, not the /usr/bin/chromium script that starts it.
const DEBIAN_CHROMIUM = '/usr/lib/chromium/chromium';

/** CHROME_PATH (the variable Lighthouse's launcher reads too) overrides it. */
export function chromiumPath(): string {
  const path = process.env.CHROME_PATH ?? DEBIAN_CHROMIUM;
  if (!fs.existsSync(path)) {
    throw new Error(`No Chromium at ${path}: install it (apt-get install chromium) or set CHROME_PATH`);
  }
  return path;
}

/** No updates, syncing or background requests to skew the network figures; runs as root in a container. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
  '--no-first-run',
];
