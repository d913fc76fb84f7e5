import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import { renderInShell } from '../../../test/render-in-shell';
import { WishlistButton } from './wishlist-button';
import { WishlistDrawer } from './wishlist-drawer';
import { WishlistProvider } from './wishlist-provider';
import { WISHLIST_STORAGE_KEYS } from '../utils/wishlist-storage';

const stay: WishlistItem = {
  id: '12',
  type: 'STAY',
  label: 'Escapade gourmande',
  imageUrl: '/images/hotel/12.svg',
  uri: '/sejour/12#checkin=2030-01-05',
  hotel: { label: 'Hôtel du Lac', stars: 4 },
};
const activity: WishlistItem = {
  id: '40',
  type: 'ACTIVITY',
  label: 'Massage aux pierres chaudes',
  imageUrl: '/images/activity/40.svg',
  uri: '/activite/40',
};

function Wishlist() {
  const [isOpen, setOpen] = useState(false);
  return (
    <WishlistProvider>
      <WishlistButton onPress={() => setOpen(true)} />
      <WishlistDrawer isOpen={isOpen} onOpenChange={setOpen} />
    </WishlistProvider>
  );
}

async function openDrawer() {
  await userEvent.click(screen.getByRole('button', { name: "Ma liste d'envies" }));
  return screen.getByRole('dialog', { name: "Ma liste d'envies" });
}

beforeEach(() => localStorage.clear());

describe('wishlist drawer', () => {
  it('shows both empty lists with their Add items action', async () => {
    renderInShell(<Wishlist />);
    const drawer = await openDrawer();
    const stays = within(drawer).getByRole('region', { name: 'Séjours (0)' });
    expect(within(stays).getByText(/Aucun séjour dans votre liste d'envies/)).toBeInTheDocument();
    expect(within(stays).getByRole('link', { name: 'Ajouter des séjours' })).toHaveAttribute('href', '/recherche');
    const activities = within(drawer).getByRole('region', { name: 'Activités (0)' });
    expect(within(activities).getByText(/Aucune activité/)).toBeInTheDocument();
    expect(within(activities).getByRole('link', { name: 'Ajouter des activités' })).toHaveAttribute(
      'href',
      '/activites',
    );
  });

  it('lists kept stays and activities as links with picture, label and hotel', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, JSON.stringify([stay]));
    localStorage.setItem(WISHLIST_STORAGE_KEYS.ACTIVITY, JSON.stringify([activity]));
    renderInShell(<Wishlist />);
    const drawer = await openDrawer();

    const stays = within(drawer).getByRole('region', { name: 'Séjours (1)' });
    const link = within(stays).getByRole('link', { name: /Escapade gourmande/ });
    expect(link).toHaveAttribute('href', '/sejour/12#checkin=2030-01-05');
    expect(link).toHaveTextContent('Hôtel du Lac');
    expect(link).toHaveAccessibleName(/^Escapade gourmande Hôtel du Lac\s*, 4 étoiles$/);
    expect(link.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/hotel/12.svg');

    const activities = within(drawer).getByRole('region', { name: 'Activités (1)' });
    expect(within(activities).getByRole('link', { name: 'Massage aux pierres chaudes' })).toHaveAttribute(
      'href',
      '/activite/40',
    );
  });

  it('removes an item with its remove button', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, JSON.stringify([stay]));
    const { environment } = renderInShell(<Wishlist />);
    const changes: string[][] = [];
    environment.bus.on('wishlist:changed', ({ ids }) => changes.push(ids));
    const drawer = await openDrawer();

    await userEvent.click(
      within(drawer).getByRole('button', { name: "Retirer « Escapade gourmande » de ma liste d'envies" }),
    );
    expect(within(drawer).getByRole('region', { name: 'Séjours (0)' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(WISHLIST_STORAGE_KEYS.STAY)!)).toEqual([]);
    expect(changes.at(-1)).toEqual([]);
  });

  it('shows an item a remote card adds while it is open', async () => {
    const { environment } = renderInShell(<Wishlist />);
    const drawer = await openDrawer();
    act(() => environment.bus.emit('wishlist:toggle', stay));
    expect(within(drawer).getByRole('link', { name: /Escapade gourmande/ })).toBeInTheDocument();
  });

  it('closes and goes to the item when it is chosen', async () => {
    localStorage.setItem(WISHLIST_STORAGE_KEYS.STAY, JSON.stringify([stay]));
    const { location } = renderInShell(<Wishlist />);
    const drawer = await openDrawer();
    await userEvent.click(within(drawer).getByRole('link', { name: /Escapade gourmande/ }));
    expect(location().pathname).toBe('/sejour/12');
    expect(location().hash).toBe('#checkin=2030-01-05');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('leaves out the activities part where the activity search is off and none are kept', async () => {
    renderInShell(<Wishlist />, { flags: { ...DEFAULT_FLAGS, activitySearch: false } });
    const drawer = await openDrawer();
    expect(within(drawer).queryByRole('region', { name: /Activités/ })).not.toBeInTheDocument();
  });
});
