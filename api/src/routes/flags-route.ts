import type { FastifyInstance } from 'fastify';
import { DEFAULT_FLAGS, type Flags } from '@escapade/shared-contracts/lifecycle';
import type { Locale } from '@escapade/shared-contracts/locales';
import { localeSchema } from './common-schemas';

/**
 * Toggles and variations per locale. Customer accounts are open on every site; the calendar date
 * shortcuts run for es_ES, fr_FR, fr_BE and nl_BE; the automatic discount code variation runs on
 * the French site; the box migration's test variation on the French-speaking sites.
 */
const FLAGS_BY_LOCALE: Readonly<Record<Locale, Partial<Flags>>> = {
  fr_FR: { customerAccount: true, calendarShortcuts: true, autoDiscountCode: true, boxMigration: 'test' },
  es_ES: { customerAccount: true, calendarShortcuts: true },
  it_IT: { customerAccount: true },
  nl_NL: { customerAccount: true },
  fr_BE: { customerAccount: true, calendarShortcuts: true, boxMigration: 'test' },
  nl_BE: { customerAccount: true, calendarShortcuts: true },
};

export function flagsFor(locale: Locale): Flags {
  return { ...DEFAULT_FLAGS, ...FLAGS_BY_LOCALE[locale] };
}

export function registerFlagsRoute(app: FastifyInstance): void {
  app.get<{ Querystring: { locale: Locale } }>(
    '/api/flags',
    { schema: { querystring: { type: 'object', required: ['locale'], properties: { locale: localeSchema } } } },
    async (request) => flagsFor(request.query.locale),
  );
}
