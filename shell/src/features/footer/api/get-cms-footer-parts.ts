/**
 * The footer flags of a CMS page (the home of each flow, a landing, a campaign), read from the same
 * CMS answers the page draws itself from. The page announces them with `page:footer` once it has
 * drawn in the browser; the server render cannot wait for that announcement (no effect runs
 * there), so it reads the flags here, and the browser's first draw reads them again from the
 * server's frame cache: both draw the same footer, and nothing jumps when the page announces.
 */
import { queryOptions } from '@tanstack/react-query';
import type { KyInstance } from 'ky';
import * as z from 'zod/mini';
import type { FooterParts } from '@escapade/shared-contracts/event-bus';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { Flow, RouteKind } from '@escapade/shared-contracts/routes';
import '../../../utils/zod-config';

const footerPartsSchema = z.lazy(() => z.object({ legal: z.boolean(), newsletter: z.boolean(), contact: z.boolean() }));
/** A CMS page as far as the footer reads it; anything else it holds is the page's own business. */
const cmsPageSchema = z.lazy(() => z.object({ footer: footerPartsSchema }));

/**
 * The flags of a page, per flow for the home (each flow has its home; a flow without one shows the
 * booking home), the same for every flow elsewhere (`any`). An empty object: the CMS gave none.
 */
export interface CmsFooterParts {
  byFlow: Partial<Record<Flow, FooterParts>>;
  any?: FooterParts;
}

/** The CMS pages whose footer flags the footer reads; the other pages get the frame's defaults. */
const CMS_PAGE_KINDS: ReadonlySet<RouteKind> = new Set<RouteKind>(['home', 'landing', 'campaign']);

const flagsOf = (page: unknown): FooterParts | undefined => {
  const parsed = cmsPageSchema.safeParse(page);
  return parsed.success ? parsed.data.footer : undefined;
};

async function readFooterParts(
  api: KyInstance,
  locale: Locale,
  kind: RouteKind,
  id: string,
  signal: AbortSignal,
): Promise<CmsFooterParts> {
  const searchParams = { locale };
  if (kind === 'home') {
    const answer = await api.get('api/cms/homepage', { searchParams, signal }).json<unknown>();
    const pages = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
    const byFlow: Partial<Record<Flow, FooterParts>> = {};
    for (const [flow, page] of Object.entries(pages)) {
      const parts = flagsOf(page);
      if (parts) byFlow[flow as Flow] = parts;
    }
    return { byFlow };
  }
  const path = kind === 'landing' ? 'api/cms/landings' : 'api/cms/campaigns';
  const answer = await api.get(`${path}/${encodeURIComponent(id)}`, { searchParams, signal }).json<unknown>();
  // A campaign that does not run on the locale is only a way home: it has no page, so no flags.
  const page =
    kind === 'campaign' && typeof answer === 'object' && answer !== null ? (answer as { page?: unknown }).page : answer;
  const any = flagsOf(page);
  return any ? { byFlow: {}, any } : { byFlow: {} };
}

/**
 * The query of a route's CMS footer flags, under the same key on the server and in the browser;
 * null for a page that is no CMS page. The home's answer is the same for every visitor of the locale.
 */
export function cmsFooterPartsQuery(api: KyInstance, locale: Locale, route: { kind: RouteKind; id?: string }) {
  if (!CMS_PAGE_KINDS.has(route.kind)) return null;
  if (route.kind !== 'home' && !route.id) return null;
  const id = route.kind === 'home' ? '' : (route.id ?? '');
  return queryOptions({
    queryKey: ['cms-footer-parts', locale, route.kind, id] as const,
    queryFn: ({ signal }) => readFooterParts(api, locale, route.kind, id, signal),
  });
}

/** The flags for the page's flow: its own home's, else the booking home's, else the page's. */
export function footerPartsFor(answer: CmsFooterParts | undefined, flow: Flow): FooterParts | null {
  if (!answer) return null;
  return answer.byFlow[flow] ?? answer.byFlow.booking ?? answer.any ?? null;
}
