import ky from 'ky';
import type { Locale } from '@escapade/shared-contracts/locales';
import type { RouteTarget } from '@escapade/shared-contracts/routes';

/** Spec shell §3 "Nav link", with the route target the api adds (api/README.md). */
export interface NavLink {
  _id: string;
  label: string;
  uri: string;
  target: RouteTarget;
  location: string;
  variant: 'tab' | 'link';
  count: number;
  children: NavLink[];
}

export interface ThemeOfTheWeek {
  _id: string;
  label: string;
  imageUrl: string;
  uri: string;
  target: RouteTarget;
  count: number;
}

export interface GetNavLinksRequest {
  apiBase: string;
  locale: Locale;
}

/** GET /api/cms/navLinks?locale= */
export interface GetNavLinksResponse {
  links: NavLink[];
  themeOfTheWeek: ThemeOfTheWeek;
}

/** The menus can wait: past this the header shows without them. */
const NAV_LINKS_TIMEOUT_MS = 8_000;

export async function getNavLinks({ apiBase, locale }: GetNavLinksRequest): Promise<GetNavLinksResponse> {
  return ky.get(`${apiBase}/api/cms/navLinks`, { searchParams: { locale }, timeout: NAV_LINKS_TIMEOUT_MS, retry: 1 }).json<GetNavLinksResponse>();
}
