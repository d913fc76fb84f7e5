import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { testRegistry } from '../../../test/test-environment';
import { NAV_LINKS_FIXTURE } from '../../../test/nav-links-fixture';
import { renderInShell, stopDocumentNavigation } from '../../../test/render-in-shell';
import { BurgerMenu } from './burger-menu';
import { SOCIAL_NETWORKS } from './social-links';

let allowNavigation: () => void;
beforeEach(() => {
  allowNavigation = stopDocumentNavigation();
  document.documentElement.style.overflow = '';
});
afterEach(() => allowNavigation());

function renderBurger(options: Parameters<typeof renderInShell>[1] = {}) {
  const onOpenWishlist = jest.fn();
  const view = renderInShell(<BurgerMenu links={NAV_LINKS_FIXTURE.links} onOpenWishlist={onOpenWishlist} />, options);
  return { ...view, onOpenWishlist };
}

async function openMenu() {
  await userEvent.click(screen.getByRole('button', { name: 'Ouvrir le menu' }));
  return screen.findByRole('dialog', { name: 'Menu' });
}

describe('burger menu', () => {
  it('locks the page scroll while open and gives it back when closed', async () => {
    document.documentElement.style.overflow = 'auto';
    renderBurger();
    const menu = await openMenu();
    expect(document.documentElement.style.overflow).toBe('hidden');
    await userEvent.click(within(menu).getByRole('button', { name: 'Fermer le menu' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('auto');
  });

  it('closes with Escape', async () => {
    renderBurger();
    await openMenu();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('starts with the nav links, each level opening the next', async () => {
    renderBurger();
    const menu = await openMenu();
    const nav = within(menu).getByRole('navigation', { name: 'Inspirations' });
    const destinations = within(nav).getByRole('button', { name: 'Destinations' });
    expect(
      within(nav)
        .getAllByRole('button', { expanded: false })
        .map((button) => button.textContent),
    ).toEqual(['Destinations', 'Thèmes', 'Cadeaux']);
    expect(within(nav).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.click(destinations);
    expect(destinations).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Tout voir : Destinations' })).toHaveAttribute('href', '/recherche');
    await userEvent.click(within(nav).getByRole('button', { name: 'France' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Île-de-France' }));
    await userEvent.click(within(nav).getByRole('button', { name: 'Paris (75)' }));
    expect(within(nav).getByRole('link', { name: 'Paris' })).toHaveAttribute('href', '/recherche#city=10001');
    // A level without sub-levels is a plain link.
    await userEvent.click(within(nav).getByRole('button', { name: 'Espagne' }));
    expect(within(nav).getByRole('link', { name: 'Andalousie' })).toHaveAttribute('href', '/recherche#region=201');

    await userEvent.click(destinations);
    expect(within(nav).queryByRole('button', { name: 'Espagne' })).not.toBeInTheDocument();
  });

  it('then offers the booking check, the gift login, the wishlist, contact and the social links', async () => {
    renderBurger();
    const menu = await openMenu();
    expect(within(menu).getByRole('link', { name: 'Vérifier ma réservation' })).toHaveAttribute(
      'href',
      '/ma-reservation',
    );
    expect(within(menu).getByRole('link', { name: "J'ai reçu un coffret / un séjour cadeau" })).toHaveAttribute(
      'href',
      '/activer-mon-coffret',
    );
    expect(within(menu).getByRole('button', { name: "Ma liste d'envies" })).toBeInTheDocument();
    expect(within(menu).getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');

    const social = within(menu).getByRole('list', { name: 'Suivez-nous' });
    const links = within(social).getAllByRole('link');
    expect(links).toHaveLength(SOCIAL_NETWORKS.length);
    expect(links[0]).toHaveAccessibleName('Escapade sur Facebook (nouvel onglet)');
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\//);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('uses the point of sale’s box login page and the language prefix', async () => {
    renderBurger({ locale: 'nl_BE', language: 'nl', pointOfSale: 'BE', path: '/nl/' });
    await userEvent.click(screen.getByRole('button', { name: 'Menu openen' }));
    expect(await screen.findByRole('link', { name: 'Ik heb een box / een verblijf cadeau gekregen' })).toHaveAttribute(
      'href',
      '/nl/box-activeren',
    );
    expect(screen.getByRole('link', { name: 'Mijn boeking bekijken' })).toHaveAttribute('href', '/nl/mijn-boeking');
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/nl/contact');
  });

  it('opens the wishlist drawer, or the account wishlist when the customer account toggle is on', async () => {
    const { onOpenWishlist, unmount } = renderBurger();
    await openMenu();
    await userEvent.click(screen.getByRole('button', { name: "Ma liste d'envies" }));
    expect(onOpenWishlist).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    unmount();

    renderBurger({ flags: { ...DEFAULT_FLAGS, customerAccount: true } });
    await openMenu();
    expect(screen.getByRole('link', { name: "Ma liste d'envies" })).toHaveAttribute('href', '/account/wishlist');
  });

  it('closes and navigates when a link of the shop is chosen', async () => {
    const { location } = renderBurger();
    await openMenu();
    await userEvent.click(screen.getByRole('link', { name: 'Contact' }));
    expect(location().pathname).toBe('/contact');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('shows the shop’s logo in its top band, a link home that closes the menu', async () => {
    const { location } = renderBurger({ path: '/recherche' });
    const menu = await openMenu();
    await userEvent.click(within(menu).getByRole('link', { name: "Escapade, page d'accueil" }));
    expect(location().pathname).toBe('/');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no contact link where the contact page is off', async () => {
    renderBurger({ registry: testRegistry(['mfe-content']) });
    await openMenu();
    expect(screen.queryByRole('link', { name: 'Contact' })).not.toBeInTheDocument();
  });
});
