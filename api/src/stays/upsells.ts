/**
 * Upsells of a stay: the hotel's other stays that add something to its programme (an activity it
 * does not have, a dinner, or a gastronomic dinner instead of a simple one) and cost more. The
 * cheapest additions come first, at most MAX_UPSELLS.
 */
import type { Language } from '@escapade/shared-contracts/locales';
import type { Catalogue } from '../catalogue/catalogue';
import type { OfferRecord } from '../catalogue/catalogue-records';
import { imagesBySize } from '../images/images-by-size';
import type { StayCriteria } from '../pricing/criteria-price';
import { giftPrice } from '../pricing/stay-price';
import { programmeLines } from '../texts/programme-lines';
import { offersOnSaleOfHotel } from './offers-on-sale';
import { bookablePriceOf } from './offer-price';

export const MAX_UPSELLS = 3;
/** Gift stays are chosen without dates, for this many nights unless told. */
const DEFAULT_GIFT_NIGHTS = 1;

export type UpsellType = 'stays' | 'single_voucher';

export interface Upsell {
  id: number;
  label: string;
  type: UpsellType;
  /** Cents more than the current stay, for the whole stay. */
  priceDifference: number;
  /** Cents more per night (length of stay), rounded up. */
  priceDifferencePerLos: number;
  programLines: string[];
  imagesBySize: ReturnType<typeof imagesBySize>;
  activityIds: number[];
}

const DINNER_RANK: Readonly<Record<string, number>> = { dinner: 1, 'gastronomic-dinner': 2 };

function dinnerRank(offer: OfferRecord): number {
  return Math.max(
    0,
    ...offer.programme.filter((item) => item.type === 'dinner').map((item) => DINNER_RANK[item.ref] ?? 1),
  );
}

/** Whether `candidate` brings something `base` does not include. */
export function addsToProgramme(base: OfferRecord, candidate: OfferRecord): boolean {
  const baseActivities = new Set(base.tagIds);
  return candidate.tagIds.some((tagId) => !baseActivities.has(tagId)) || dinnerRank(candidate) > dinnerRank(base);
}

interface StayCost {
  /** Whole stay, cents. */
  total: number;
  nights: number;
}

export function upsellsOf(
  catalogue: Catalogue,
  base: OfferRecord,
  criteria: StayCriteria,
  gifting: boolean,
  language: Language,
): Upsell[] {
  const today = catalogue.todayIso();
  const costOf = (offer: OfferRecord): StayCost | null => {
    if (gifting) {
      if (!offer.giftable) return null;
      const nights = criteria.nights ?? DEFAULT_GIFT_NIGHTS;
      return { total: giftPrice(offer, nights).sellPrice, nights };
    }
    const price = bookablePriceOf(catalogue, offer, criteria);
    return price ? { total: price.sellPrice, nights: price.nights } : null;
  };
  const baseCost = costOf(base);
  // Nothing to compare with when the stay itself cannot be bought so.
  if (!baseCost) return [];

  return offersOnSaleOfHotel(catalogue, base.hotelId, today)
    .filter((candidate) => candidate.id !== base.id && addsToProgramme(base, candidate))
    .flatMap((candidate): Upsell[] => {
      const cost = costOf(candidate);
      if (!cost) return [];
      // From-prices may be for different lengths of stay: compare for the current stay's nights.
      const totalForSameNights =
        cost.nights === baseCost.nights ? cost.total : Math.round((cost.total * baseCost.nights) / cost.nights);
      const priceDifference = totalForSameNights - baseCost.total;
      if (priceDifference <= 0) return [];
      return [
        {
          id: candidate.id,
          label: candidate.labels[language],
          type: gifting ? 'single_voucher' : 'stays',
          priceDifference,
          priceDifferencePerLos: Math.ceil(priceDifference / baseCost.nights),
          programLines: programmeLines(catalogue, candidate, baseCost.nights, language).map((line) => line.title),
          imagesBySize: imagesBySize(candidate.images),
          activityIds: [...candidate.tagIds],
        },
      ];
    })
    .sort((a, b) => a.priceDifference - b.priceDifference || a.id - b.id)
    .slice(0, MAX_UPSELLS);
}
