/** What the beneficiary calls answer (docs/gifts.md), shared by the api files of this feature. */

/** Every query of a gift code's session starts with this key: signing in or out forgets them all. */
export const BENEFICIARY_QUERY_SCOPE = 'beneficiary';

export type VoucherKind = 'box' | 'singleVoucher' | 'giftCard';

/** The gift a code opens. */
export interface Voucher {
  kind: VoucherKind;
  /** The box's, the stay's, or "gift card". */
  title: string;
  boxCode: string | null;
  offerId: number | null;
  /** A box or a gift stay: the nights it is for. */
  nights: number | null;
  people: number;
  /** Cents: what was paid for it. */
  amount: number;
  /** yyyy-MM-dd */
  validUntil: string;
}

export interface VoucherSession {
  voucher: Voucher;
}

/** A stay the gift can be exchanged for. */
export interface VoucherOffer {
  id: number;
  label: string;
  imageUrl: string;
  nights: number;
  hotel: { id: number; label: string; stars: number; review: { count: number; average: number } };
  location: { label: string; lat: number; lng: number };
  region: { id: number | string; label: string };
  themes: { id: number | string; label: string }[];
}

export interface VoucherOffersPage {
  offers: VoucherOffer[];
  totalCount: number;
  page: number;
  pageSize: number;
}

export interface VoucherFacet {
  id: number | string;
  label: string;
  count: number;
}

export interface VoucherFacets {
  regions: VoucherFacet[];
  themes: VoucherFacet[];
}
