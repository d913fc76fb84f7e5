import type { KyInstance } from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';

/** Body of POST /api/flags/activations: a visitor met an experiment's variation. */
export interface PostFlagActivationRequest {
  flag: 'boxMigration';
  variation: string;
  locale: Locale;
  clientId: string | null;
}

/** The api answers 204 with no body. */
export type PostFlagActivationResponse = void;

const ACTIVATION_TIMEOUT_MS = 5_000;

export async function postFlagActivation(
  api: KyInstance,
  activation: PostFlagActivationRequest,
): Promise<PostFlagActivationResponse> {
  await api.post('api/flags/activations', { json: activation, timeout: ACTIVATION_TIMEOUT_MS, retry: 0 });
}
