import type { FastifyInstance } from 'fastify';
import type { Locale } from '@escapade/shared-contracts/locales';
import { INSURED_POLICY_TYPES } from '../payment/cancellation-insurance';
import { eligiblePaymentMethods } from '../payment/instalment-eligibility';
import type { AppContext } from './app-context';
import { centsSchema, isoDateSchema, localeSchema } from './common-schemas';

interface EligibilityQuery {
  amount: number;
  cancellationPolicyType: string;
  cancellableUntil?: string;
  checkinDate: string;
  pointOfSale: Locale;
}

/** The pay-later and instalment options a checkout can offer for an order (amounts in cents). */
export function registerInstalmentEligibilityRoute(app: FastifyInstance, { catalogue }: AppContext): void {
  app.get<{ Querystring: EligibilityQuery }>(
    '/gateway/purchase/alma/eligibility',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['amount', 'cancellationPolicyType', 'checkinDate', 'pointOfSale'],
          properties: {
            amount: { ...centsSchema, minimum: 1 },
            cancellationPolicyType: { type: 'string', enum: [...INSURED_POLICY_TYPES] },
            cancellableUntil: isoDateSchema,
            checkinDate: isoDateSchema,
            pointOfSale: localeSchema,
          },
        },
      },
    },
    async (request) => {
      const query = request.query;
      return {
        paymentMethods: eligiblePaymentMethods({
          amount: query.amount,
          cancellationPolicyType: query.cancellationPolicyType,
          cancellableUntil: query.cancellableUntil ?? null,
          checkinDate: query.checkinDate,
          pointOfSale: query.pointOfSale,
          today: catalogue.todayIso(),
        }),
      };
    },
  );
}
