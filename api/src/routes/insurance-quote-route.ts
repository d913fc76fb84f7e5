import type { FastifyInstance } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { INSURED_POLICY_TYPES, insuranceOffer, type InsuredPolicyType } from '../payment/cancellation-insurance';
import { centsSchema, localeSchema } from './common-schemas';

/** The price of the cancellation insurance for an order; an empty order (0) has nothing to insure. */
export function registerInsuranceQuoteRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { cancellationType: InsuredPolicyType; amount: number; locale: Locale } }>(
    '/gateway/insurance/quote',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['cancellationType', 'amount'],
          properties: {
            cancellationType: { type: 'string', enum: [...INSURED_POLICY_TYPES] },
            amount: { ...centsSchema, minimum: 1 },
            locale: { ...localeSchema, default: 'fr_FR' },
          },
        },
      },
    },
    async (request) => {
      const { cancellationType, amount, locale } = request.query;
      return { offer: insuranceOffer(cancellationType, amount, languageOf(locale)) };
    },
  );
}
