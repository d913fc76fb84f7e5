import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { DEMO_CONTACTS, SANDBOX_CARDS, WALLET_PAYMENT_METHOD } from '../wallet/sandbox-wallet';
import { localeSchema } from './common-schemas';

/**
 * GET /gateway/wallet-sandbox/cards?locale: the sandbox wallet's test cards and the contact it
 * holds for its holder, the site's demo customer.
 */
export function registerWalletSandboxCardsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/gateway/wallet-sandbox/cards',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return {
        paymentMethod: WALLET_PAYMENT_METHOD,
        cards: SANDBOX_CARDS,
        contact: DEMO_CONTACTS[request.query.locale],
      };
    },
  );
}
