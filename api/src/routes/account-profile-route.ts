import type { FastifyInstance } from 'fastify';
import {
  countryProblem,
  nameProblem,
  phoneProblem,
  plainTextProblem,
  postalCodeProblem,
  profileBodySchema,
  tidyText,
  type Civility,
} from '../accounts/account-fields';
import {
  ACCOUNT_RATE_LIMITS,
  accountOf,
  noStore,
  refuseOtherSites,
  requireSignedIn,
  sendAccountError,
} from '../accounts/account-requests';
import { accountProfile, saveAccountProfile, type AccountProfileChanges } from '../accounts/customer-accounts';
import { sendBadRequest } from '../http/error-handling';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

interface ProfileBody {
  email?: string;
  civility: Civility | '';
  firstName: string;
  lastName: string;
  phoneNumber: string;
  addressLine: string;
  postalCode: string;
  city: string;
  country: string;
}

/** The body's fields as they are kept, or the first problem in words. */
function profileChanges(body: ProfileBody): AccountProfileChanges | string {
  const changes: AccountProfileChanges = {
    civility: body.civility,
    firstName: tidyText(body.firstName),
    lastName: tidyText(body.lastName),
    phoneNumber: tidyText(body.phoneNumber),
    addressLine: tidyText(body.addressLine),
    postalCode: tidyText(body.postalCode).toUpperCase(),
    city: tidyText(body.city),
    country: tidyText(body.country).toUpperCase(),
  };
  const problem =
    nameProblem('firstName', changes.firstName) ??
    nameProblem('lastName', changes.lastName) ??
    phoneProblem(changes.phoneNumber) ??
    plainTextProblem('addressLine', changes.addressLine) ??
    postalCodeProblem(changes.postalCode) ??
    plainTextProblem('city', changes.city) ??
    countryProblem(changes.country);
  return problem ?? changes;
}

/**
 * GET /gateway/account/profile: the signed-in customer's details, the buyer form's prefill (fields
 * not filled yet are empty strings). PUT takes the same fields but the email, which is the sign-in
 * name (one sent back is ignored), checks them as the buyer form does and answers the profile as
 * kept. Both 401 SIGNED_OUT without a session; the account is always the session's.
 */
export function registerAccountProfileRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.get('/gateway/account/profile', { onRequest: [noStore, requireSignedIn(store)] }, async (request, reply) => {
    return (await accountProfile(store, accountOf(request))) ?? sendAccountError(reply, 401, 'SIGNED_OUT');
  });

  app.put<{ Body: ProfileBody }>(
    '/gateway/account/profile',
    {
      schema: { body: profileBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins), requireSignedIn(store)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.profile),
    },
    async (request, reply) => {
      const changes = profileChanges(request.body);
      if (typeof changes === 'string') return sendBadRequest(reply, changes);
      return (
        (await saveAccountProfile(store, accountOf(request), changes)) ?? sendAccountError(reply, 401, 'SIGNED_OUT')
      );
    },
  );
}
