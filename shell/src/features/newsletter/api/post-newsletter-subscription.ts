import type { KyInstance } from 'ky';
import type { Language, PointOfSaleId } from '@escapade/shared-contracts/locales';

export type NewsletterSource = 'footer' | 'modal';

export interface PostNewsletterSubscriptionRequest {
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
export async function postNewsletterSubscription(
  api: KyInstance,
  subscription: PostNewsletterSubscriptionRequest,
): Promise<PostNewsletterSubscriptionResponse> {
  return api.post('gateway/marketing/newsletter', { json: subscription }).json<PostNewsletterSubscriptionResponse>();
}
