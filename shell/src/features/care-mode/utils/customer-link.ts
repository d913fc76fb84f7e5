import { pointOfSaleOf, siteOrigin, type Locale } from '@escapade/shared-contracts/locales';

export const CALLBACK_ID_PARAMETER = 'callbackId';

/**
 * The link an operator gives a customer: the current page on the public host (the
 * care. label removed) with a `callbackId` added to the hash. The hash's other parameters — the
 * search criteria — are kept as they are; an older callbackId is replaced.
 */
export function customerLink(
  locale: Locale,
  page: { pathname: string; search: string; hash: string },
  host: { protocol: string; hostname: string; port: string },
  callbackId: string,
): string {
  const origin = siteOrigin(pointOfSaleOf(locale), host);
  const hashParameters = page.hash
    .replace(/^#/, '')
    .split('&')
    .filter((parameter) => parameter !== '' && !parameter.startsWith(`${CALLBACK_ID_PARAMETER}=`));
  hashParameters.push(`${CALLBACK_ID_PARAMETER}=${encodeURIComponent(callbackId)}`);
  return `${origin}${page.pathname}${page.search}#${hashParameters.join('&')}`;
}

/** A new random id for each copied link: 16 hexadecimal characters. */
export function newCallbackId(): string {
  const bytes = new Uint8Array(8);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
