import type { PaxKind } from '@escapade/shared-contracts/search-criteria';

/** Adults, children and babies of the stay, as the booking panel holds them. */
export type Travellers = Readonly<Record<PaxKind, number>>;

/** The travellers as the stay calls of the api take them. */
export function travellersParams({ adults, children, babies }: Travellers): Record<'adult' | 'child' | 'baby', string> {
  return { adult: String(adults), child: String(children), baby: String(babies) };
}

/** The travellers' part of a query key. */
export function travellersKey({ adults, children, babies }: Travellers): [number, number, number] {
  return [adults, children, babies];
}
