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

/** The same answer whether the address was new or already subscribed: the api never tells which. */
export interface PostNewsletterSubscriptionResponse {
  subscribed: true;
}

/** POST {frontGateway}/marketing/newsletter: success is a 200 or 201, ky throws on anything else. */
export async function postNewsletterSubscription({
  apiBase,
  ...body
}: PostNewsletterSubscriptionRequest): Promise<PostNewsletterSubscriptionResponse> {
  return ky
    .post(`${apiBase}/gateway/marketing/newsletter`, { json: body, timeout: 10_000, retry: 0 })
    .json<PostNewsletterSubscriptionResponse>();
}
