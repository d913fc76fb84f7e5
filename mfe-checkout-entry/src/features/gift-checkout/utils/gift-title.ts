import type { TFunction } from 'i18next';
import type { Locale } from '@escapade/shared-contracts/locales';
import { formatEuros } from '@escapade/shared-contracts/prices';

/** What names a gift: a box's or a stay's own title, a gift card by its value. */
export type GiftNaming =
  | { kind: 'box'; box: { title: string } }
  | { kind: 'stay'; stay: { label: string } }
  | { kind: 'giftCard'; amount: number };

/** The gift's name in titles and tracking ("Coffret Parenthèse gourmande", "Carte cadeau de 50 €"). */
export function giftTitle(gift: GiftNaming, t: TFunction, locale: Locale): string {
  if (gift.kind === 'box') return gift.box.title;
  if (gift.kind === 'stay') return gift.stay.label;
  return t('checkout.gift.card.title', { amount: formatEuros(gift.amount, locale) });
}
