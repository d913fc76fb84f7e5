import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { Locale } from '@escapade/shared-contracts/locales';
import { ROUTE_KINDS } from '@escapade/shared-contracts/routes';
import { AnswerCheck, type ReportMalformedAnswer } from '../../../utils/answer-check';

const routeTargetSchema = z.lazy(() =>
  z.object({
    kind: z.enum(ROUTE_KINDS),
    id: z.optional(z.string()),
    query: z.optional(z.record(z.string(), z.string())),
    hash: z.optional(z.string()),
  }),
);

/** One link of the CMS navigation, with the route target the api adds; its children are checked one by one. */
const navLinkSchema = z.lazy(() =>
  z.object({
    _id: z.string(),
    label: z.string(),
    uri: z.optional(z.string()),
    target: routeTargetSchema,
    location: z.optional(z.string()),
    variant: z.optional(z.enum(['tab', 'link'])),
    count: z.optional(z.number()),
    children: z.array(z.unknown()),
  }),
);

export interface NavLink extends Omit<z.infer<typeof navLinkSchema>, 'children'> {
  children: NavLink[];
}

const themeOfTheWeekSchema = z.lazy(() =>
  z.object({
    _id: z.string(),
    label: z.string(),
    /** A path of the api's images. */
    imageUrl: z.string().check(z.startsWith('/')),
    uri: z.optional(z.string()),
    target: routeTargetSchema,
    count: z.optional(z.number()),
  }),
);
export type ThemeOfTheWeek = z.infer<typeof themeOfTheWeekSchema>;

export interface GetNavLinksRequest {
  locale: Locale;
  /** Told once about the links left out of the answer. */
  reportMalformed?: ReportMalformedAnswer;
}

/** GET /api/cms/navLinks?locale= */
export interface GetNavLinksResponse {
  links: NavLink[];
  themeOfTheWeek?: ThemeOfTheWeek;
}

/** The menus can wait: past this the header shows without them. */
const NAV_LINKS_TIMEOUT_MS = 8_000;

function validLinks(list: unknown, check: AnswerCheck, where: string): NavLink[] {
  return check
    .validItems(list, navLinkSchema, where)
    .map((link) => ({ ...link, children: validLinks(link.children, check, `${where} ${link._id}`) }));
}

/** The well-formed part of the tree: a malformed link goes with its children, the rest of the menu stays. */
export function toNavLinks(answer: unknown, reportMalformed?: ReportMalformedAnswer): GetNavLinksResponse {
  const check = new AnswerCheck('GET /api/cms/navLinks');
  const source = answer !== null && typeof answer === 'object' ? (answer as Record<string, unknown>) : {};
  const links = validLinks(source.links ?? null, check, 'links');
  const themeOfTheWeek =
    source.themeOfTheWeek === undefined
      ? undefined
      : check.valid(source.themeOfTheWeek, themeOfTheWeekSchema, 'themeOfTheWeek');
  check.report(reportMalformed);
  return themeOfTheWeek ? { links, themeOfTheWeek } : { links };
}

/** A read like any other: the api client tries it twice at most. */
export async function getNavLinks(
  api: KyInstance,
  { locale, reportMalformed }: GetNavLinksRequest,
  signal?: AbortSignal,
): Promise<GetNavLinksResponse> {
  const answer = await api
    .get('api/cms/navLinks', { searchParams: { locale }, timeout: NAV_LINKS_TIMEOUT_MS, signal })
    .json<unknown>();
  return toNavLinks(answer, reportMalformed);
}

/**
 * The tabs alone, without the levels under them: all a page's first draw shows (the levels show
 * once a menu opens): the whole tree is a third of the home page's markup.
 */
export function navTabsOf(answer: GetNavLinksResponse): GetNavLinksResponse {
  return { ...answer, links: answer.links.map((link) => ({ ...link, children: [] })) };
}

/** Where a page's tabs come in its server state (navTabsOf); the browser asks the whole tree itself. */
export function navTabsQueryKey(locale: Locale) {
  return ['nav-tabs', locale] as const;
}

/** The locale's navigation tree in the query cache. */
export function navLinksQuery(api: KyInstance, request: GetNavLinksRequest) {
  return queryOptions({
    queryKey: ['nav-links', request.locale],
    queryFn: ({ signal }) => getNavLinks(api, request, signal),
  });
}
