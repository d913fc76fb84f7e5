/**
 * What a gift code can book, for the browser holding its session (else 401):
 * - GET /gateway/beneficiary/boxes/offers?locale&checkinDate&region&theme&page: a box's stays
 *   (400 NOT_A_BOX for another gift);
 * - GET /gateway/beneficiary/single-vouchers/offers?locale&checkinDate&hotelId&region&theme
 *   &numberOfPackagesPerHotel=20&matchOfferRangePriceWithGiftAmount=false&page: a gift stay's or a
 *   gift card's (400 NOT_A_SINGLE_VOUCHER for a box);
 * both `{ offers, totalCount, page, pageSize }`, 8 a page; and their `/facets` twins (same query
 * without page) `{ regions, themes }` counted over the same offers.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf, type Locale } from '@escapade/shared-contracts/locales';
import { requireBeneficiary, sendBeneficiaryError, voucherOf, noStore } from '../beneficiaries/beneficiary-requests';
import type { BeneficiaryServices } from '../beneficiaries/beneficiary-services';
import type { StoredVoucher } from '../beneficiaries/gift-vouchers';
import {
  DEFAULT_PACKAGES_PER_HOTEL,
  isCheckinInRange,
  voucherFacets,
  voucherOffers,
  type VoucherOfferFilters,
} from '../beneficiaries/voucher-offers';
import { idSchema, isoDateSchema, localeSchema } from './common-schemas';

/** Far beyond the last page of any gift's stays; a bound keeps page × size a small number. */
const MAX_PAGE = 10_000;
/** More offers of one hotel than any hotel has. */
const MAX_PACKAGES_PER_HOTEL = 100;

interface VoucherOffersQuery {
  locale: Locale;
  checkinDate?: string;
  region?: number;
  theme?: number;
  hotelId?: number;
  numberOfPackagesPerHotel?: number;
  matchOfferRangePriceWithGiftAmount?: boolean;
  page?: number;
}

const boxFilters = {
  locale: localeSchema,
  checkinDate: isoDateSchema,
  region: idSchema,
  theme: idSchema,
} as const;

const singleVoucherFilters = {
  ...boxFilters,
  hotelId: idSchema,
  numberOfPackagesPerHotel: {
    type: 'integer',
    minimum: 1,
    maximum: MAX_PACKAGES_PER_HOTEL,
    default: DEFAULT_PACKAGES_PER_HOTEL,
  },
  matchOfferRangePriceWithGiftAmount: { type: 'boolean', default: false },
} as const;

const pageSchema = { type: 'integer', minimum: 0, maximum: MAX_PAGE, default: 0 } as const;

function querySchema(properties: Record<string, unknown>) {
  return { type: 'object', required: ['locale'], properties };
}

type Listing = 'box' | 'singleVoucher';

/** The voucher of the session when it is of the listing's kind, else the refusal sent. */
function voucherFor(listing: Listing, request: FastifyRequest, reply: FastifyReply): StoredVoucher | null {
  const voucher = voucherOf(request);
  if (listing === 'box' && voucher.kind !== 'box') {
    sendBeneficiaryError(reply, 400, 'NOT_A_BOX');
    return null;
  }
  if (listing === 'singleVoucher' && voucher.kind === 'box') {
    sendBeneficiaryError(reply, 400, 'NOT_A_SINGLE_VOUCHER');
    return null;
  }
  return voucher;
}

function filtersOf(listing: Listing, query: VoucherOffersQuery): VoucherOfferFilters {
  return {
    checkinDate: query.checkinDate ?? null,
    regionId: query.region ?? null,
    themeId: query.theme ?? null,
    hotelId: listing === 'box' ? null : (query.hotelId ?? null),
    packagesPerHotel: listing === 'box' ? null : (query.numberOfPackagesPerHotel ?? DEFAULT_PACKAGES_PER_HOTEL),
    matchAmount: listing === 'singleVoucher' && query.matchOfferRangePriceWithGiftAmount === true,
  };
}

export function registerBeneficiaryOffersRoutes(app: FastifyInstance, services: BeneficiaryServices): void {
  const { catalogue } = services;
  const guard = requireBeneficiary(services);
  const listings: { listing: Listing; path: string; filters: Record<string, unknown> }[] = [
    { listing: 'box', path: '/gateway/beneficiary/boxes', filters: boxFilters },
    { listing: 'singleVoucher', path: '/gateway/beneficiary/single-vouchers', filters: singleVoucherFilters },
  ];

  for (const { listing, path, filters } of listings) {
    /** The filters of the request, or null once a refusal is sent. */
    const read = (request: FastifyRequest<{ Querystring: VoucherOffersQuery }>, reply: FastifyReply) => {
      const voucher = voucherFor(listing, request, reply);
      if (!voucher) return null;
      const { checkinDate } = request.query;
      if (checkinDate !== undefined && !isCheckinInRange(checkinDate, catalogue.todayIso())) {
        sendBeneficiaryError(reply, 400, 'CHECKIN_OUT_OF_RANGE');
        return null;
      }
      return { voucher, filters: filtersOf(listing, request.query), language: languageOf(request.query.locale) };
    };

    app.get<{ Querystring: VoucherOffersQuery }>(
      `${path}/offers`,
      {
        schema: { querystring: querySchema({ ...filters, page: pageSchema }) },
        onRequest: noStore,
        preHandler: guard,
      },
      async (request, reply) => {
        const asked = read(request, reply);
        if (!asked) return reply;
        return voucherOffers(services, asked.voucher, asked.filters, {
          page: request.query.page ?? 0,
          language: asked.language,
        });
      },
    );

    app.get<{ Querystring: VoucherOffersQuery }>(
      `${path}/facets`,
      { schema: { querystring: querySchema(filters) }, onRequest: noStore, preHandler: guard },
      async (request, reply) => {
        const asked = read(request, reply);
        if (!asked) return reply;
        return voucherFacets(services, asked.voucher, asked.filters, asked.language);
      },
    );
  }
}
