import type { Locale } from '@escapade/shared-contracts/locales';

/** The messenger app of each site that has a chat with customer care. */
export const MESSENGER_APP_IDS: Partial<Record<Locale, string>> = {
  es_ES: 'escapade.es',
};

/**
 * Where the shop runs ('production', 'staging', 'development'), from ESCAPADE_ENVIRONMENT. A bundle
 * may have it written in at build time; a browser without it reads the default.
 */
export const SHOP_ENVIRONMENT: string = readShopEnvironment();

function readShopEnvironment(): string {
  try {
    return process.env.ESCAPADE_ENVIRONMENT ?? 'development';
  } catch {
    // No `process` in a browser.
    return 'development';
  }
}

/**
 * The chat's address, or null where there is none. A site needs its messenger app; with one, the
 * Spanish site has the chat everywhere, the others in production only.
 */
export function messengerLink(locale: Locale, environment: string = SHOP_ENVIRONMENT): string | null {
  const appId = MESSENGER_APP_IDS[locale];
  if (!appId || (locale !== 'es_ES' && environment !== 'production')) return null;
  return `https://m.me/${encodeURIComponent(appId)}`;
}
