/** The Chromium both measurements drive, and the flags that keep it from doing anything of its own while it measures. */
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

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

/** A common phone screen, in CSS pixels, with touch: the context every browser measurement loads its pages in. */
export const PHONE_CONTEXT = {
  viewport: { width: 375, height: 812 },
  deviceScaleFactor: 3,
  isMobile: true,
  hasTouch: true,
} as const;

/** Runs `work` with a Chromium of its own, closed afterwards whatever happens. */
export async function withChromium<T>(work: (browser: Browser) => Promise<T>): Promise<T> {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: [...CHROMIUM_FLAGS] });
  try {
    return await work(browser);
  } finally {
    await browser.close();
  }
}
