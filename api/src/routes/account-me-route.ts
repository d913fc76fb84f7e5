import type { FastifyInstance } from 'fastify';
import { accountOf, noStore, requireSignedIn, sendAccountError } from '../accounts/account-requests';
import { accountSummary } from '../accounts/customer-accounts';
import type { AppContext } from './app-context';

/** GET /gateway/account/me: {accountId, email, firstName, lastName} of the signed-in customer; 401 SIGNED_OUT. */
export function registerAccountMeRoute(app: FastifyInstance, { store }: AppContext): void {
  app.get('/gateway/account/me', { onRequest: [noStore, requireSignedIn(store)] }, async (request, reply) => {
    const summary = await accountSummary(store, accountOf(request));
    return summary ?? sendAccountError(reply, 401, 'SIGNED_OUT');
  });
}
