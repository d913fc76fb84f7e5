import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Language, Locale } from '@escapade/shared-contracts/locales';

export const REVIEW_SORTS = ['newest', 'oldest', 'highest', 'lowest'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];

/** 'all' or one of the shop's four languages. */
export type ReviewLanguage = 'all' | Language;
export const REVIEW_LANGUAGES: readonly ReviewLanguage[] = ['all', 'fr', 'es', 'it', 'nl'];

/** The api answers this many reviews per page. */
export const REVIEWS_PAGE_SIZE = 10;

export type TravellerType = 'couple' | 'family' | 'friends' | 'solo';
export type ReviewCriterion = 'welcoming' | 'comfort' | 'cleanliness' | 'food' | 'localization' | 'priceQualityRatio';

export interface Review {
  id: number;
  locale: Language;
  customer: string;
  type: TravellerType;
  /** yyyy-MM-dd */
  date: string;
  /** 0 to 10. */
  average: number;
  positive: string;
  negative: string;
}

export interface HotelReviewsPage {
  /** Reviews matching the language asked for. */
  totalCount: number;
  /** The hotel's overall score, 0 to 10. */
  score: number;
  /** How many guests gave the score (more than the reviews written out). */
  reviewCount?: number;
  list: Review[];
  /** Scores per criterion, 0 to 10 (absent from older answers). */
  details?: { label: ReviewCriterion; score: number }[];
}

export interface HotelReviewsRequest {
  hotelId: number;
  locale: Locale;
  sort: ReviewSort;
  language: ReviewLanguage;
}

/** GET /api/hotel/{id}/reviews.json: one page of a hotel's reviews, sorted, in one language or all. */
export function getHotelReviews(
  api: KyInstance,
  { hotelId, locale, sort, language }: HotelReviewsRequest,
  page: number,
  signal?: AbortSignal,
): Promise<HotelReviewsPage> {
  const searchParams = new URLSearchParams({
    locale,
    sort,
    language,
    page: String(page),
    client: 'msite',
    withOtherLanguageFallback: 'false',
  });
  return api.get(`api/hotel/${hotelId}/reviews.json`, { searchParams, signal }).json<HotelReviewsPage>();
}

const reviewsKey = ({ hotelId, locale, sort, language }: HotelReviewsRequest) =>
  ['hotel-reviews', hotelId, locale, sort, language] as const;

/** The first page alone: what the product page's reviews block shows. */
export function firstReviewsPageQuery(api: KyInstance, request: HotelReviewsRequest) {
  return queryOptions({
    queryKey: [...reviewsKey(request), 'first-page'],
    queryFn: ({ signal }) => getHotelReviews(api, request, 0, signal),
  });
}

/** Every page loaded so far, for the reviews dialog's "show more". */
export function reviewPagesQuery(api: KyInstance, request: HotelReviewsRequest) {
  return infiniteQueryOptions({
    queryKey: [...reviewsKey(request), 'pages'],
    queryFn: ({ signal, pageParam }) => getHotelReviews(api, request, pageParam, signal),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => (pages.length * REVIEWS_PAGE_SIZE < last.totalCount ? pages.length : undefined),
  });
}
