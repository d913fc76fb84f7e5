import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';
import type { PromoColorPalette } from './get-promo-bars';

export interface CountdownBanner {
  id: string;
  flow: Flow;
  title: string;
  /** ISO 8601 instants: the banner shows only between them. */
  startDate: string;
  endDate: string;
  link: { label: string; url: string; newTab: boolean } | null;
  colorPalette?: PromoColorPalette;
}

export interface GetCountdownBannersRequest {
  apiBase: string;
  locale: Locale;
  signal?: AbortSignal;
}

export type GetCountdownBannersResponse = CountdownBanner[];

export async function getCountdownBanners({ apiBase, locale, signal }: GetCountdownBannersRequest): Promise<CountdownBanner[]> {
  const answer = await ky
    .get(`${apiBase}/api/cms/countdown`, { searchParams: { locale }, timeout: 5_000, retry: 0, signal })
    .json<GetCountdownBannersResponse>();
  return Array.isArray(answer) ? answer : [];
}
