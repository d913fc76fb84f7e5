/** Test data: a navigation tree of the api's shape. */
import type { GetNavLinksResponse, NavLink } from '../features/inspirations/api/get-nav-links';

export function navLink(
  _id: string,
  label: string,
  hash: string,
  children: NavLink[] = [],
  variant: NavLink['variant'] = 'link',
): NavLink {
  return {
    _id,
    label,
    uri: `search#${hash}`,
    target: { kind: 'search', hash },
    location: 'header',
    variant,
    count: 3,
    children,
  };
}

/** Cities 1 to n of a department. */
export function cities(count: number, prefix = 'Ville'): NavLink[] {
  return Array.from({ length: count }, (_, index) =>
    navLink(`city-${index + 1}`, `${prefix} ${index + 1}`, `city=${index + 1}`),
  );
}

/** A small tree: Destinations four levels deep, Themes, Gifts with a gift boxes link. */
export const NAV_LINKS_FIXTURE: GetNavLinksResponse = {
  links: [
    navLink(
      'destinations',
      'Destinations',
      '',
      [
        navLink('country-1', 'France', 'country=1', [
          navLink('region-101', 'Île-de-France', 'region=101', [
            navLink('department-1001', 'Paris (75)', 'department=1001', [navLink('city-10001', 'Paris', 'city=10001')]),
            navLink('department-1002', 'Yvelines', 'department=1002', cities(2, 'Yvelines ville')),
          ]),
          navLink('region-102', 'Bretagne', 'region=102', [
            navLink('department-1003', 'Finistère', 'department=1003', cities(16, 'Finistère ville')),
          ]),
        ]),
        navLink('country-2', 'Espagne', 'country=2', [navLink('region-201', 'Andalousie', 'region=201')]),
      ],
      'tab',
    ),
    navLink(
      'themes',
      'Thèmes',
      '',
      [navLink('theme-26', 'Bien-être', 'theme=26'), navLink('theme-23', 'Romantique', 'theme=23')],
      'tab',
    ),
    {
      ...navLink('gifts', 'Cadeaux', '', [], 'tab'),
      target: { kind: 'home', query: { flow: 'gifting' } },
      children: [
        { ...navLink('gift-boxes', 'Coffrets cadeaux', ''), target: { kind: 'giftBoxes', query: { flow: 'gifting' } } },
        {
          ...navLink('gift-card', 'Carte cadeau', ''),
          target: { kind: 'giftCardCustomization', query: { flow: 'gifting' } },
        },
      ],
    },
  ],
  themeOfTheWeek: {
    _id: 'theme-of-the-week-26',
    label: 'Bien-être',
    imageUrl: '/images/activity/theme-26.svg',
    uri: 'search#theme=26',
    target: { kind: 'search', hash: 'theme=26' },
    count: 742,
  },
};
