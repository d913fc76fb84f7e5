/**
 * What a physical gift adds to its price: the delivery, and the extras the buyer picks for the
 * sleeve the voucher travels in (a greeting card, a finer sleeve). Digital gifts have neither.
 * Amounts in cents.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Labels } from '../vocabulary/labels';
import { imageUrl } from '../texts/stay-wording';

/** Posting a physical voucher or box, tracked, in 2 to 4 working days: what it costs the shop. */
export const PHYSICAL_SHIPPING_COST = 495;
/**
 * What the buyer pays for it: nothing. Delivery is free, shown as the shipping cost beside the
 * free-delivery tag; the order's shipping line is this amount.
 */
export const PHYSICAL_SHIPPING_CHARGE = 0;
/** Working days between the order and the voucher's arrival by post. */
export const PHYSICAL_DELIVERY_DAYS = { min: 2, max: 4 } as const;
/**
 * Where a physical gift is posted: the shop's own countries and their neighbours, where a buyer's
 * beneficiary is likely to live. Each costs the buyer PHYSICAL_SHIPPING_CHARGE.
 */
export const PHYSICAL_DELIVERY_COUNTRIES = [
  'FR',
  'BE',
  'LU',
  'MC',
  'ES',
  'AD',
  'PT',
  'IT',
  'NL',
  'DE',
  'CH',
  'AT',
] as const;

/** What the gift pages show about posting a physical gift. */
export function physicalShippingCosts() {
  return {
    amount: PHYSICAL_SHIPPING_COST,
    charge: PHYSICAL_SHIPPING_CHARGE,
    currency: 'EUR' as const,
    deliveryDays: { ...PHYSICAL_DELIVERY_DAYS },
    internationalShippingFeesPerCountry: Object.fromEntries(
      PHYSICAL_DELIVERY_COUNTRIES.map((country) => [country, PHYSICAL_SHIPPING_CHARGE]),
    ) as Record<(typeof PHYSICAL_DELIVERY_COUNTRIES)[number], number>,
  };
}

export interface SleeveCategory {
  id: number;
  description: string;
  names: Labels;
  /** Only one extra of such a category goes with a gift. */
  singleSelection: boolean;
}

export interface SleeveExtra {
  id: string;
  names: Labels;
  categoryId: number;
  price: number;
  /** Shown first, with a "recommended" mark. */
  recommendedByWed: boolean;
  imageSeed: number;
}

export const SLEEVE_CATEGORIES: readonly SleeveCategory[] = [
  {
    id: 1,
    description: 'Greeting card slipped into the sleeve',
    names: { fr: 'Carte de vœux', es: 'Tarjeta de felicitación', it: 'Biglietto di auguri', nl: 'Wenskaart' },
    singleSelection: false,
  },
  {
    id: 2,
    description: 'The sleeve the voucher is sent in',
    names: { fr: 'Pochette', es: 'Funda', it: 'Busta', nl: 'Hoes' },
    singleSelection: true,
  },
];

/** The id of the sleeve every physical gift comes in unless the buyer picks a finer one. */
export const DEFAULT_SLEEVE_ID = 'default';

export const SLEEVE_EXTRAS: readonly SleeveExtra[] = [
  {
    id: 'card-birthday',
    names: {
      fr: 'Carte « Joyeux anniversaire »',
      es: 'Tarjeta «Feliz cumpleaños»',
      it: 'Biglietto «Buon compleanno»',
      nl: 'Kaart ‘Gefeliciteerd’',
    },
    categoryId: 1,
    price: 250,
    recommendedByWed: true,
    imageSeed: 7101,
  },
  {
    id: 'card-thank-you',
    names: { fr: 'Carte « Merci »', es: 'Tarjeta «Gracias»', it: 'Biglietto «Grazie»', nl: 'Kaart ‘Bedankt’' },
    categoryId: 1,
    price: 250,
    recommendedByWed: false,
    imageSeed: 7102,
  },
  {
    id: 'card-love',
    names: {
      fr: 'Carte « Pour toi, mon amour »',
      es: 'Tarjeta «Para ti, mi amor»',
      it: 'Biglietto «Per te, amore mio»',
      nl: 'Kaart ‘Voor jou, lieverd’',
    },
    categoryId: 1,
    price: 250,
    recommendedByWed: false,
    imageSeed: 7103,
  },
  {
    id: DEFAULT_SLEEVE_ID,
    names: { fr: 'Pochette standard', es: 'Funda estándar', it: 'Busta standard', nl: 'Standaard hoes' },
    categoryId: 2,
    price: 0,
    recommendedByWed: false,
    imageSeed: 7200,
  },
  {
    id: 'sleeve-kraft',
    names: {
      fr: 'Pochette kraft naturel',
      es: 'Funda de kraft natural',
      it: 'Busta in kraft naturale',
      nl: 'Hoes van naturel kraftpapier',
    },
    categoryId: 2,
    price: 290,
    recommendedByWed: false,
    imageSeed: 7201,
  },
  {
    id: 'sleeve-gold',
    names: { fr: 'Pochette dorée', es: 'Funda dorada', it: 'Busta dorata', nl: 'Gouden hoes' },
    categoryId: 2,
    price: 390,
    recommendedByWed: true,
    imageSeed: 7202,
  },
  {
    id: 'sleeve-velvet',
    names: {
      fr: 'Coffret velours',
      es: 'Estuche de terciopelo',
      it: 'Cofanetto in velluto',
      nl: 'Fluwelen cadeaudoosje',
    },
    categoryId: 2,
    price: 590,
    recommendedByWed: false,
    imageSeed: 7203,
  },
];

const EXTRA_BY_ID = new Map(SLEEVE_EXTRAS.map((extra) => [extra.id, extra]));
const CATEGORY_BY_ID = new Map(SLEEVE_CATEGORIES.map((category) => [category.id, category]));

export function sleeveExtraOf(id: string): SleeveExtra | undefined {
  return EXTRA_BY_ID.get(id);
}

/**
 * The extras as a page lists them, in a language. The default sleeve is left out: the page adds
 * it to its category under its own word and preselects it, yet it stays a sleeve a gift may name.
 */
export function availableSleeveExtras(language: Language) {
  return SLEEVE_EXTRAS.filter((extra) => extra.id !== DEFAULT_SLEEVE_ID).map((extra) => ({
    id: extra.id,
    name: extra.names[language],
    imageUrl: imageUrl({ kind: 'gift', seed: extra.imageSeed }),
    categoryId: extra.categoryId,
    recommendedByWed: extra.recommendedByWed,
    price: extra.price,
  }));
}

/** The categories of extras, each named in every language. */
export function sleeveCategories() {
  return SLEEVE_CATEGORIES.map((category) => ({ ...category, names: { ...category.names } }));
}

/** Why these sleeve ids cannot go together on one gift (a 400 message), or null. */
export function sleevesProblem(ids: readonly string[]): string | null {
  if (ids.some((id) => !EXTRA_BY_ID.has(id))) return 'body/items/giftItem/sleeves names an unknown sleeve extra';
  const perCategory = new Map<number, number>();
  for (const id of ids) {
    const categoryId = EXTRA_BY_ID.get(id)!.categoryId;
    perCategory.set(categoryId, (perCategory.get(categoryId) ?? 0) + 1);
  }
  for (const [categoryId, count] of perCategory) {
    if (count > 1 && CATEGORY_BY_ID.get(categoryId)?.singleSelection) {
      return `body/items/giftItem/sleeves may hold only one extra of category ${categoryId}`;
    }
  }
  return null;
}

/** What the chosen extras add, in cents (ids already checked). */
export function sleevesPrice(ids: readonly string[]): number {
  return ids.reduce((sum, id) => sum + (EXTRA_BY_ID.get(id)?.price ?? 0), 0);
}
