import type { Locale } from '@escapade/shared-contracts/locales';
import type { OrderStore } from '../orders/order-store';
import type { StayCriteria } from '../pricing/criteria-price';
import type { Pax } from '../pricing/stay-price';
import { ADULTS, BABIES, CHILDREN, NIGHTS, isoDateSchema, localeSchema } from './common-schemas';

/** Query of the stay calls: locale, optional dates (checkin + night/nights) and travellers. */
export const stayCriteriaProperties = {
  locale: localeSchema,
  checkin: isoDateSchema,
  night: NIGHTS,
  nights: NIGHTS,
  adult: ADULTS,
  child: CHILDREN,
  baby: BABIES,
} as const;

export interface StayCriteriaQuery {
  locale: Locale;
  checkin?: string;
  night?: number;
  nights?: number;
  adult?: number;
  child?: number;
  baby?: number;
}

/** Travellers not given default to 2 adults, no children, no babies. */
export function paxOf(query: Pick<StayCriteriaQuery, 'adult' | 'child' | 'baby'>): Pax {
  return { adults: query.adult ?? 2, children: query.child ?? 0, babies: query.baby ?? 0 };
}

/** What a stay call asks for, with the rooms orders hold on its nights (read once for the request). */
export async function stayCriteriaOf(query: StayCriteriaQuery, orders: OrderStore): Promise<StayCriteria> {
  const checkin = query.checkin ?? null;
  const nights = query.nights ?? query.night ?? null;
  return { checkin, nights, pax: paxOf(query), holds: await orders.roomHoldsForStay(checkin, nights) };
}
