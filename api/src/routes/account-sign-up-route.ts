import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { sessionCookies } from '../accounts/account-cookies';
import { nameProblem, signUpBodySchema, tidyText } from '../accounts/account-fields';
import { chosenPasswordProblem } from '../accounts/account-passwords';
import { ACCOUNT_RATE_LIMITS, noStore, refuseOtherSites, sendAccountError } from '../accounts/account-requests';
import { endRequestSessions, startSession } from '../accounts/account-sessions';
import { accountSummary, createAccount } from '../accounts/customer-accounts';
import { sendBadRequest } from '../http/error-handling';
import { rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';

interface SignUpBody {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  locale: Locale;
}

/**
 * POST /gateway/account/sign-up {email, password, firstName, lastName, locale}: creates the account
 * and signs it in: 201 with the account (as /me answers it) and both cookies. 409 EMAIL_TAKEN when
 * the email has an account; 400 for a malformed field, and 400 PASSWORD_TOO_COMMON,
 * PASSWORD_IS_EMAIL or PASSWORD_REPEATED for a password too easy to guess.
 */
export function registerAccountSignUpRoute(app: FastifyInstance, { store, shopOrigins }: AppContext): void {
  app.post<{ Body: SignUpBody }>(
    '/gateway/account/sign-up',
    {
      schema: { body: signUpBodySchema },
      onRequest: [noStore, refuseOtherSites(shopOrigins)],
      ...rateLimited(ACCOUNT_RATE_LIMITS.signUp),
    },
    async (request, reply) => {
      const firstName = tidyText(request.body.firstName);
      const lastName = tidyText(request.body.lastName);
      const problem = nameProblem('firstName', firstName) ?? nameProblem('lastName', lastName);
      if (problem) return sendBadRequest(reply, problem);
      const { email, password, locale } = request.body;
      const weakPassword = chosenPasswordProblem(password, email);
      if (weakPassword) return sendAccountError(reply, 400, weakPassword);
      const accountId = await createAccount(store, { email, password, firstName, lastName, locale });
      if (!accountId) return sendAccountError(reply, 409, 'EMAIL_TAKEN');
      // A browser signed in as someone else is now this customer's only.
      await endRequestSessions(store, request);
      const token = await startSession(store, accountId);
      return reply
        .code(201)
        .header('Set-Cookie', sessionCookies(request, token, accountId))
        .send(await accountSummary(store, accountId));
    },
  );
}
