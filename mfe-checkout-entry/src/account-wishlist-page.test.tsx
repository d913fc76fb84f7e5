import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { AppRoot } from './app-root';
import { wishlistActivityFixture, wishlistStayFixture } from './test/account-fixtures';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { fakeRemoteProps } from '../../platform/test-kit/fake-remote-props';

const WISHLIST = '/gateway/account/wishlist';
const api = setupApiMock();

function renderWishlist() {
  const props = fakeRemoteProps({ route: { kind: 'accountWishlist', pathname: '/account/wishlist' } });
  // The shell has announced what it keeps before the page opens.
  props.bus.emit('wishlist:changed', { ids: ['20039', '7781'] });
  const toggled: WishlistItem[] = [];
  props.bus.on('wishlist:toggle', (item) => toggled.push(item));
  renderRemote(AppRoot, props);
  return { props, toggled };
}

describe('AccountWishlistPage', () => {
  it('shows the items kept on the account as cards linking to them', async () => {
    api.json(WISHLIST, { items: [wishlistStayFixture(), wishlistActivityFixture()] });
    const { props } = renderWishlist();

    const cards = await screen.findAllByRole('heading', { level: 2 });
    expect(cards.map((heading) => heading.textContent)).toEqual(['Nuit étoilée en Luberon', 'Balade en montgolfière']);
    expect(screen.getByRole('link', { name: 'Nuit étoilée en Luberon' })).toHaveAttribute('href', '/sejour/20039');
    expect(screen.getByRole('link', { name: 'Balade en montgolfière' })).toHaveAttribute('href', '/activite/7781#a=2');
    expect(screen.getByText('Bastide des Vignes')).toBeInTheDocument();
    expect(screen.getByText('2 éléments enregistrés')).toBeInTheDocument();
    const images = document.querySelectorAll('img');
    expect([...images].map((image) => image.getAttribute('src'))).toEqual([
      'http://api.test/images/hotel/20039.svg?w=640&h=360',
      'http://api.test/images/activity/7781.svg?w=640&h=360',
    ]);
    expect(props.bus.last('page:meta')).toEqual({ title: "Ma liste d'envies", robots: 'noindex, follow' });
    // Announced ids the page already had are no change: the list is read once.
    expect(api.requestsTo(WISHLIST)).toHaveLength(1);
  });

  it('asks the shell to remove an item, and reads the account again once the shell has changed it', async () => {
    api.json(WISHLIST, { items: [wishlistStayFixture(), wishlistActivityFixture()] });
    const { props, toggled } = renderWishlist();

    await userEvent.click(
      await screen.findByRole('button', { name: "Retirer « Nuit étoilée en Luberon » de ma liste d'envies" }),
    );
    expect(toggled).toEqual([wishlistStayFixture()]);
    expect(screen.queryByRole('heading', { name: 'Nuit étoilée en Luberon' })).not.toBeInTheDocument();
    const count = screen.getByText('1 élément enregistré');
    expect(count).toHaveFocus();

    api.json(WISHLIST, { items: [wishlistActivityFixture()] });
    act(() => props.bus.emit('wishlist:changed', { ids: ['7781'] }));
    await waitFor(() => expect(api.requestsTo(WISHLIST)).toHaveLength(2));
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Balade en montgolfière',
    ]);
  });

  it('leaves out items it could not link safely', async () => {
    api.json(WISHLIST, {
      items: [
        wishlistStayFixture({ uri: 'javascript:alert(1)' }),
        wishlistStayFixture({ id: '1', uri: '//evil.test' }),
      ],
    });
    renderWishlist();
    expect(await screen.findByText("Votre liste d'envies est vide.")).toBeInTheDocument();
  });

  it('invites to find stays when the wishlist is empty', async () => {
    api.json(WISHLIST, { items: [] });
    renderWishlist();
    const empty = (await screen.findByText("Votre liste d'envies est vide.")).closest('section')!;
    expect(within(empty).getByRole('link', { name: 'Découvrir nos séjours' })).toHaveAttribute('href', '/search');
  });

  it('asks a visitor who is not signed in to sign in', async () => {
    api.error(WISHLIST, 401);
    renderWishlist();
    expect(
      await screen.findByRole('heading', { level: 1, name: "Connectez-vous pour voir votre liste d'envies" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      `/signIn?origin=${encodeURIComponent('/accountWishlist')}`,
    );
  });
});
