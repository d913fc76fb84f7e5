import ky from 'ky';
import type { Language, PointOfSaleId } from '@escapade/shared-contracts/locales';

export type NewsletterSource = 'footer' | 'modal';

export interface PostNewsletterSubscriptionRequest {
  apiBase: string;
  email: string;
  /** The point of sale (FR, ES, IT, NL, BE). */
  country: PointOfSaleId;
  language: Language;
  source: NewsletterSource;
}

/** 201 for a new reader, 200 when the address was already subscribed for this country. */
export interface PostNewsletterSubscriptionResponse {
  email: string;
  country: PointOfSaleId;
  language: Language;
  source: string;
  subscribedAt: string;
  created: boolean;
}

/** POST {frontGateway}/marketing/newsletter (spec shell §7): success is a 200 or 201, ky throws on anything else. */
export async function postNewsletterSubscription({ apiBase, ...body }: PostNewsletterSubscriptionRequest): Promise<PostNewsletterSubscriptionResponse> {
  return ky.post(`${apiBase}/gateway/marketing/newsletter`, { json: body, timeout: 10_000, retry: 0 }).json<PostNewsletterSubscriptionResponse>();
}
