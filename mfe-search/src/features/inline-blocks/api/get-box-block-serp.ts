import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

export interface BlockBox {
  code: string;
  title: string;
  imageUrl: string;
  /** Cents. */
  price: number;
  referencePrice: number;
  nights: number;
  people: number;
  link: RouteTarget;
}

/** The box block of the results page (api README "Search results page content"). */
export interface BoxBlockSerp {
  id: string;
  containerId: string;
  title: string;
  subtitle: string;
  colorPalette: { background: string; font: 'light' | 'dark' };
  cta: { label: string; link: RouteTarget; newTab: boolean };
  boxes: BlockBox[];
}

/** GET /api/cms/box-block-serp?locale */
export function getBoxBlockSerp(
  api: KyInstance,
  { locale }: { locale: Locale },
  signal?: AbortSignal,
): Promise<BoxBlockSerp> {
  return api.get('api/cms/box-block-serp', { searchParams: { locale }, signal }).json<BoxBlockSerp>();
}

export function boxBlockSerpQuery(api: KyInstance, request: { locale: Locale }) {
  return queryOptions({
    queryKey: ['box-block-serp', request.locale],
    queryFn: ({ signal }) => getBoxBlockSerp(api, request, signal),
  });
}
