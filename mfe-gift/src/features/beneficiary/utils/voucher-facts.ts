import type { TFunction } from 'i18next';
import { DateTime } from 'luxon';
import { bcp47, type Locale } from '@escapade/shared-contracts/locales';
import { formatEuros } from '@escapade/shared-contracts/prices';
import type { Voucher } from './beneficiary-shapes';

/** The last day a gift can be used, written in full in the site's language ("31 décembre 2026"). */
export function validUntilText(validUntil: string, locale: Locale): string {
  const day = DateTime.fromISO(validUntil, { locale: bcp47(locale) });
  return day.isValid ? day.toLocaleString(DateTime.DATE_FULL) : validUntil;
}

/** What a gift is for: nights and people for a box or a gift stay, its value for a gift card. */
export function voucherStayText(t: TFunction, voucher: Voucher, locale: Locale): string {
  const people = t('beneficiary.voucher.people', { count: voucher.people });
  if (voucher.kind === 'giftCard' || voucher.nights === null) {
    return t('beneficiary.voucher.worth', { amount: formatEuros(voucher.amount, locale) });
  }
  return t('beneficiary.voucher.stay', { nights: t('beneficiary.voucher.nights', { count: voucher.nights }), people });
}
