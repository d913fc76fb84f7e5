import type { FastifyInstance } from 'fastify';
import { TRACKING_EVENT_NAMES } from '@escapade/shared-contracts/tracking';
import { POINTS_OF_SALE, type PointOfSaleId } from '@escapade/shared-contracts/locales';
import { sendBadRequest } from '../http/error-handling';
import { WRITE_RATE_LIMITS, rateLimited } from '../http/write-rate-limits';
import type { AppContext } from './app-context';
import { epochMillisSchema, localeSchema } from './common-schemas';
import { installJsonBodyParser } from '../http/json-body-parser';
import { REMOTE_LOAD_EVENT, createRemoteLoadPruner } from '../telemetry/remote-load-retention';

const shortText = (maxLength: number) => ({ type: 'string', maxLength }) as const;
const nullableText = (maxLength: number) => ({ type: 'string', nullable: true, maxLength }) as const;

/** Event parameters; that their values are flat is checked by `hasFlatParams` (a union type would need ajv's allowUnionTypes). */
const flatParamsSchema = { type: 'object', maxProperties: 50 } as const;

function hasFlatParams(params: Record<string, unknown> | undefined): boolean {
  return Object.values(params ?? {}).every((value) => ['string', 'number', 'boolean'].includes(typeof value));
}

/** Prices of tracked items are in euros (the analytics format), a million at most. */
const euros = { type: 'number', minimum: 0, maximum: 1_000_000 } as const;

const itemSchema = {
  type: 'object',
  required: ['item_id', 'item_category', 'quantity', 'price'],
  properties: {
    item_id: shortText(100),
    item_category: { type: 'string', enum: ['weekend', 'single_voucher', 'activity', 'box', 'giftcard'] },
    quantity: { type: 'integer', minimum: 0, maximum: 100 },
    price: euros,
    value: euros,
    box_price: euros,
    item_name: shortText(300),
    index: { type: 'integer', minimum: 0, maximum: 10_000 },
  },
} as const;

export const analyticsHitSchema = {
  type: 'object',
  required: ['client', 'user', 'session', 'page', 'event'],
  properties: {
    client: {
      type: 'object',
      required: ['id'],
      properties: { id: nullableText(100), language: shortText(20), screen: shortText(20) },
    },
    user: {
      type: 'object',
      properties: {
        careMode: { type: 'boolean' },
        referrals: { type: 'object', maxProperties: 10, additionalProperties: shortText(200) },
      },
    },
    session: {
      type: 'object',
      required: ['id'],
      properties: {
        id: nullableText(100),
        startedAt: { ...epochMillisSchema, nullable: true },
        number: { type: 'integer', minimum: 0, maximum: 1_000_000 },
      },
    },
    page: {
      type: 'object',
      required: ['path', 'locale'],
      properties: {
        location: shortText(2048),
        path: shortText(2048),
        title: shortText(500),
        referrer: shortText(2048),
        locale: localeSchema,
      },
    },
    event: {
      type: 'object',
      required: ['name'],
      properties: {
        name: { type: 'string', enum: [...TRACKING_EVENT_NAMES] },
        items: { type: 'array', maxItems: 100, items: itemSchema },
        params: flatParamsSchema,
        timestamp: epochMillisSchema,
      },
    },
  },
} as const;

interface AnalyticsHit {
  client: { id: string | null };
  session: { id: string | null };
  page: { path: string; locale: string };
  event: { name: string; params?: Record<string, unknown> };
}

/**
 * POST /analytics/ga/collect/{pos}: one tracking event of the shop, stored in the
 * shop store. Answers 204 with no body: the browser sends it with sendBeacon and never reads it.
 */
export function registerAnalyticsCollectRoute(app: FastifyInstance, context: AppContext): void {
  const pruneRemoteLoads = createRemoteLoadPruner(context.store);
  void app.register(async (scope) => {
    installJsonBodyParser(scope, { alsoTextPlain: true });
    scope.post<{ Params: { pos: PointOfSaleId }; Body: AnalyticsHit }>(
      '/analytics/ga/collect/:pos',
      {
        schema: {
          params: {
            type: 'object',
            required: ['pos'],
            properties: { pos: { type: 'string', enum: POINTS_OF_SALE.map((pos) => pos.id) } },
          },
          body: analyticsHitSchema,
        },
        bodyLimit: 64 * 1024,
        ...rateLimited(WRITE_RATE_LIMITS.analytics),
      },
      async (request, reply) => {
        const hit = request.body;
        if (!hasFlatParams(hit.event.params))
          return sendBadRequest(reply, 'body/event/params values must be strings, numbers or booleans');
        await context.store.db
          .insertInto('analytics_events')
          .values({
            received_at: new Date().toISOString(),
            point_of_sale: request.params.pos,
            event_name: hit.event.name,
            client_id: hit.client.id,
            session_id: hit.session.id,
            page_path: hit.page.path,
            locale: hit.page.locale,
            payload: JSON.stringify(hit),
          })
          .execute();
        // Remotes' load reports are kept for a retention period: the old ones go as new ones come.
        if (hit.event.name === REMOTE_LOAD_EVENT)
          await pruneRemoteLoads().catch((error: unknown) =>
            request.log.warn({ err: error }, 'remote loads not pruned'),
          );
        return reply.code(204).send();
      },
    );
  });
}
