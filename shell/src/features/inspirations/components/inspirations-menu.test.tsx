import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { cities, NAV_LINKS_FIXTURE, navLink } from '../../../test/nav-links-fixture';
import { renderInShell } from '../../../test/render-in-shell';
import type { NavLink } from '../api/get-nav-links';
import { HOVER_INTENT_MS, InspirationsMenu } from './inspirations-menu';

function renderMenu(links: NavLink[] = NAV_LINKS_FIXTURE.links) {
  const view = renderInShell(<InspirationsMenu links={links} themeOfTheWeek={NAV_LINKS_FIXTURE.themeOfTheWeek} />);
  return { ...view, menu: screen.getByRole('navigation', { name: 'Inspirations' }) };
}

const tab = (name: string) => screen.getByRole('button', { name });
const list = (name: string) => screen.getByRole('list', { name });

/** Rests the pointer on an item until it opens its level (the menu waits for hover intent). */
async function hoverItem(name: string) {
  const item = screen.getByRole('link', { name });
  await userEvent.hover(item);
  await waitFor(() => expect(item).toHaveAttribute('aria-expanded', 'true'));
  return item;
}

describe('Inspirations menu', () => {
  it('shows a tab per top-level link, all closed', () => {
    const { menu } = renderMenu();
    const tabs = within(menu).getAllByRole('button');
    expect(tabs.map((button) => button.textContent)).toEqual(['Destinations', 'Thèmes', 'Cadeaux']);
    for (const button of tabs) expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link')).not.toBeInTheDocument();
  });

  it('opens on hover and goes down level by level, then closes when the pointer leaves', async () => {
    const { menu } = renderMenu();
    await userEvent.hover(tab('Destinations'));
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'true');
    const france = within(list('Destinations')).getByRole('link', { name: 'France' });
    expect(france).toHaveAttribute('href', '/recherche#country=1');
    expect(screen.queryByRole('list', { name: 'France' })).not.toBeInTheDocument();

    // Level 1 → level 2 (regions)
    await hoverItem('France');
    expect(within(list('France')).getByRole('link', { name: 'Île-de-France' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Tout voir : France' })).toHaveAttribute('href', '/recherche#country=1');
    // Level 2 → level 3 (departments)
    await hoverItem('Île-de-France');
    expect(within(list('Île-de-France')).getByRole('link', { name: 'Paris (75)' })).toBeInTheDocument();
    // Level 3 → level 4 (cities)
    await hoverItem('Paris (75)');
    expect(within(list('Paris (75)')).getByRole('link', { name: 'Paris' })).toHaveAttribute(
      'href',
      '/recherche#city=10001',
    );

    // Another level-3 item replaces level 4.
    await hoverItem('Yvelines');
    expect(screen.queryByRole('list', { name: 'Paris (75)' })).not.toBeInTheDocument();
    expect(within(list('Yvelines')).getAllByRole('link')).toHaveLength(2);

    await userEvent.unhover(menu);
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'false');
    expect(within(menu).queryByRole('link')).not.toBeInTheDocument();
  });

  it('waits for the pointer to rest on an item before showing its level', () => {
    jest.useFakeTimers();
    try {
      renderMenu();
      // The pointer's moves as the browser reports them: out of one element, over the next.
      const move = (from: Element | null, to: Element) => {
        if (from) fireEvent.mouseOut(from, { relatedTarget: to });
        fireEvent.mouseOver(to, { relatedTarget: from });
      };
      move(null, tab('Destinations'));
      const france = screen.getByRole('link', { name: 'France' });
      const spain = screen.getByRole('link', { name: 'Espagne' });
      // Passing over France on the way to Espagne does not open France.
      move(tab('Destinations'), france);
      act(() => jest.advanceTimersByTime(HOVER_INTENT_MS / 2));
      move(france, spain);
      act(() => jest.advanceTimersByTime(HOVER_INTENT_MS - 1));
      expect(france).toHaveAttribute('aria-expanded', 'false');
      expect(spain).toHaveAttribute('aria-expanded', 'false');
      act(() => jest.advanceTimersByTime(1));
      expect(spain).toHaveAttribute('aria-expanded', 'true');
      expect(france).toHaveAttribute('aria-expanded', 'false');
    } finally {
      jest.useRealTimers();
    }
  });

  it('switches tab on hover and keeps an opened tab open on click', async () => {
    renderMenu();
    await userEvent.hover(tab('Destinations'));
    await userEvent.hover(tab('Cadeaux'));
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(tab('Cadeaux'));
    expect(tab('Cadeaux')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'Coffrets cadeaux' })).toHaveAttribute('href', '/coffrets?flow=gifting');
  });

  it('lays levels 3 and 4 out in columns from 15 items', async () => {
    const many = (count: number) => [
      navLink('country-9', 'Pays', 'country=9', [
        navLink('region-9', 'Région', 'region=9', [navLink('dep-9', 'Département', 'department=9', cities(count))]),
      ]),
    ];
    const level4 = (count: number) => [
      navLink(
        'tab',
        'Onglet',
        '',
        [navLink('l1', 'Niveau 1', 'country=1', [navLink('l2', 'Niveau 2', 'region=1', cities(count, 'Niveau 3'))])],
        'tab',
      ),
    ];

    // Level 3 (under a level-2 item) with 14, then 15 items.
    const { unmount } = renderMenu([navLink('tab', 'Onglet', '', level4(14)[0]!.children, 'tab')]);
    await userEvent.hover(tab('Onglet'));
    await hoverItem('Niveau 1');
    await hoverItem('Niveau 2');
    expect(list('Niveau 2')).toHaveAttribute('data-columns', 'false');
    unmount();

    const fifteen = renderMenu(level4(15));
    await userEvent.hover(tab('Onglet'));
    await hoverItem('Niveau 1');
    await hoverItem('Niveau 2');
    expect(list('Niveau 2')).toHaveAttribute('data-columns', 'true');
    fifteen.unmount();

    // Level 4 with 15 items; level 2 never uses columns, however long.
    renderMenu([navLink('tab', 'Onglet', '', many(15), 'tab')]);
    await userEvent.hover(tab('Onglet'));
    await hoverItem('Pays');
    expect(list('Pays')).toHaveAttribute('data-columns', 'false');
    await hoverItem('Région');
    await hoverItem('Département');
    expect(list('Département')).toHaveAttribute('data-columns', 'true');
  });

  it('shows the theme of the week with its call to action in the Themes tab only', async () => {
    renderMenu();
    await userEvent.hover(tab('Destinations'));
    expect(screen.queryByText('Thème de la semaine')).not.toBeInTheDocument();

    await userEvent.hover(tab('Thèmes'));
    const theme = screen.getByRole('complementary', { name: 'Bien-être' });
    expect(within(theme).getByText('Thème de la semaine')).toBeInTheDocument();
    expect(within(theme).getByRole('link', { name: 'Voir les séjours' })).toHaveAttribute(
      'href',
      '/recherche#theme=26',
    );
    expect(theme.querySelector('img')).toHaveAttribute(
      'src',
      'http://api.test/images/activity/theme-26.svg?w=560&h=315',
    );
  });

  it('works with the keyboard: Enter opens, arrows move through tabs and levels, Escape closes', async () => {
    renderMenu();
    await userEvent.tab();
    expect(tab('Destinations')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(tab('Thèmes')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{Enter}');
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'false');

    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'France' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Espagne' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'France' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'France' })).toHaveAttribute('aria-expanded', 'true');

    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Île-de-France' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('link', { name: 'Paris (75)' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    expect(screen.getByRole('link', { name: 'Île-de-France' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(tab('Destinations')).toHaveFocus();

    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{Escape}');
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'false');
    expect(tab('Destinations')).toHaveFocus();
  });

  it('goes to the first and last links of a level with Home and End', async () => {
    renderMenu();
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'France' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    expect(screen.getByRole('link', { name: 'Espagne' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    expect(screen.getByRole('link', { name: 'France' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(screen.getByRole('link', { name: 'Espagne' })).toHaveFocus();
  });

  it('closes when the focus leaves it', async () => {
    renderInShell(
      <>
        <InspirationsMenu links={NAV_LINKS_FIXTURE.links} />
        <button type="button">Ailleurs</button>
      </>,
    );
    await userEvent.click(tab('Thèmes'));
    expect(tab('Thèmes')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('button', { name: 'Ailleurs' }));
    expect(tab('Thèmes')).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes and goes to the page of a chosen link', async () => {
    const { location } = renderMenu();
    await userEvent.hover(tab('Destinations'));
    await userEvent.click(screen.getByRole('link', { name: 'Espagne' }));
    expect(location().pathname).toBe('/recherche');
    expect(location().hash).toBe('#country=2');
    expect(tab('Destinations')).toHaveAttribute('aria-expanded', 'false');
  });
});
