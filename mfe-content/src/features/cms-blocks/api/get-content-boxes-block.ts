import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';
import { failureOfBoxesBlock } from '../utils/boxes-block-failure';

/** One gift box of the block. Prices in cents. */
export interface BlockBox {
  code: string;
  slug: string;
  title: string;
  imageUrl: string;
  price: number;
  referencePrice: number;
  nights: number;
  people: number;
}

export interface ContentBoxesBlock {
  locale: Locale;
  campaign: string;
  title: string;
  subtitle: string;
  buttonLabel: string;
  buttonURL: RouteTarget;
  results: BlockBox[];
}

/**
 * GET /gateway/content-boxes-block/{locale}. A refusal becomes an error carrying the message of the
 * answer's body, which the block shows when its CMS entry asks for errors.
 */
export async function getContentBoxesBlock(
  api: KyInstance,
  locale: Locale,
  signal?: AbortSignal,
): Promise<ContentBoxesBlock> {
  try {
    return await api.get(`gateway/content-boxes-block/${locale}`, { signal }).json<ContentBoxesBlock>();
  } catch (error) {
    throw await failureOfBoxesBlock(error);
  }
}

/** The block's content in the query cache, under the same key in the browser and on the server. */
export function contentBoxesBlockQuery(api: KyInstance, locale: Locale) {
  return queryOptions({
    queryKey: ['content-boxes-block', locale],
    queryFn: ({ signal }) => getContentBoxesBlock(api, locale, signal),
  });
}
