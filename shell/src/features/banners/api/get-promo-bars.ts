import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow } from '@escapade/shared-contracts/routes';

export interface PromoColorPalette {
  background: string;
  font: 'light' | 'dark';
}

export interface PromoLink {
  label: string;
  /** A CMS link (see utils/resolve-cms-link.ts). */
  url: string;
  newTab: boolean;
  variation: 'default' | 'highlight';
  category?: string;
  campaign?: string;
  colorPalette?: PromoColorPalette;
}

export interface PromoCta {
  label: string;
  url: string;
  newTab: boolean;
}

export interface PromoBar {
  internalCode: string;
  campaign: string;
  category: string;
  flow: Flow;
  links: PromoLink[];
  ctas: PromoCta[];
  showFlowTabs: boolean;
}

export interface GetPromoBarsRequest {
  apiBase: string;
  locale: Locale;
  signal?: AbortSignal;
}

export type GetPromoBarsResponse = PromoBar[];

export async function getPromoBars({ apiBase, locale, signal }: GetPromoBarsRequest): Promise<PromoBar[]> {
  const answer = await ky
    .get(`${apiBase}/api/cms/promoBars`, { searchParams: { locale }, timeout: 5_000, retry: 0, signal })
    .json<GetPromoBarsResponse>();
  return Array.isArray(answer) ? answer : [];
}
