import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import { stayQueryParams, stayRequestKey, type StayCriteriaRequest } from '../../../utils/stay-query-params';

export type StayDetailRequest = StayCriteriaRequest;

export type PriceType = 'from-price' | 'final-price' | 'gift';
export type ProgramLineType = 'room' | 'breakfast' | 'dinner' | 'activity';

/** Tourist tax, paid at the hotel: a share of the package, or an amount per person and night (cents). */
export interface LocalTax {
  amount: number;
  currency: string;
  type: 'PER_PERSON_PER_NIGHT' | 'BOOKING_PERCENTAGE';
  percentage?: number;
  toBePaidAtHotel: boolean;
}

export interface ProgramLine {
  type: ProgramLineType;
  title: string;
  /** The details below come with the detail of an offer; absent, the line has no detail to open. */
  activityId?: number | null;
  duration?: string | null;
  where?: string;
  /** When in the stay it happens ("Every morning", "On the day of your choice"…). */
  when?: string;
  whyList?: string[];
  mustKnowList?: string[];
  schedules?: string[];
  how?: string | null;
  /** Dinners: one line per course. */
  menu?: string[] | null;
  detailList?: string[];
  imageUrl?: string;
  repeated?: boolean;
  singleDay?: boolean;
  importantInfos?: string[];
  displayPax?: boolean;
  activityParticipantsLabel?: string | null;
}

/** An activity whose day the shopper picks when booking, and the days of the stay it can be done. */
export interface ActivityDateChoice {
  activityId: number;
  title: string;
  dates: { value: string; date: string }[];
}

export interface StayDetail {
  id: number;
  label: string;
  description: string;
  uri: string;
  published: boolean;
  headwords: string[];
  images: string[];
  imagesBySize: { '120_80'?: string[]; '640_360': string[]; '960_540': string[] };
  hotel: {
    id: number;
    label: string;
    stars: number;
    review: { count: number; average: number };
    location: { label: string; lat: number; lng: number; address: string; zipCode: string };
    checkInOut: { checkin: string; checkout: string };
    description: string;
    facilities: { id: string; name: string }[];
    ecoFacilities: string[];
    ecoLabel: boolean;
    policy: { petsAllowed: boolean; petsPrice: number; petsMaxWeight: number; petsMaxNumberOfPets?: number };
    localTax: LocalTax;
  };
  room: { id: number; label: string; size: number; capacity: number; bedding: string; imageUrl: string } | null;
  programLines: ProgramLine[];
  /** Activities needing a chosen day (empty without dates). */
  activityDates?: ActivityDateChoice[];
  /** Amounts in cents, for the criteria of the request. */
  price: {
    sellPrice: number;
    refPrice: number;
    promoPercentageRounded: number;
    priceType: PriceType;
    nights: number;
    adults: number;
    children?: number;
    babies?: number;
    checkin?: string | null;
    checkout?: string | null;
    /** Rooms left on the chosen dates. */
    availableRooms?: number | null;
    error?: string | null;
  };
  cancellationPolicy: { type?: string; cancellable: boolean; cancellationDeadline: string | null; message: string };
  autoDiscount: { code: string; value: number } | null;
  marketingLabels?: string[];
  /** Last day of sale, yyyy-MM-dd, or null. */
  expiration?: string | null;
  /** Check-in within days (lastMinute), last day of sale near (expiresSoon). */
  stress?: { lastMinute: boolean; expiresSoon: boolean };
  isGiftable?: boolean;
  themes: number[];
}

/** GET /weekend/{id}/detail.json: the offer, its hotel and its price for the given criteria. */
export function getStayDetail(api: KyInstance, request: StayDetailRequest, signal?: AbortSignal): Promise<StayDetail> {
  return api
    .get(`weekend/${encodeURIComponent(request.offerId)}/detail.json`, {
      searchParams: stayQueryParams(request, 'night'),
      signal,
    })
    .json<StayDetail>();
}

/** The offer's detail in the query cache, under the same key in the browser and on the server. */
export function stayDetailQuery(api: KyInstance, request: StayDetailRequest) {
  return queryOptions({
    queryKey: ['stay-detail', ...stayRequestKey(request)],
    queryFn: ({ signal }) => getStayDetail(api, request, signal),
  });
}
