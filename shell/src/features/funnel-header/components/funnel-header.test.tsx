import { screen } from '@testing-library/react';
import type { RouteKind } from '@escapade/shared-contracts/routes';
import { DEFAULT_FLAGS } from '@escapade/shared-contracts/lifecycle';
import userEvent from '@testing-library/user-event';
import { hydrateInShell } from '../../../test/hydrate-in-shell';
import { renderInShell } from '../../../test/render-in-shell';
import { testEnvironment } from '../../../test/test-environment';
import { FunnelHeader } from './funnel-header';

describe('funnel header', () => {
  it('goes back in history when the shopper came from another page of the shop', async () => {
    const { location } = renderInShell(<FunnelHeader kind="giftCardCustomization" />, {
      paths: ['/coffrets?flow=gifting', '/giftcard/customization'],
    });
    const back = screen.getByRole('link', { name: 'Retour' });
    expect(back).toHaveAttribute('href', '/');
    await userEvent.click(back);
    expect(location().pathname).toBe('/coffrets');
    expect(location().search).toBe('?flow=gifting');
  });

  it('goes home from a funnel page the shopper landed on', async () => {
    const { location } = renderInShell(<FunnelHeader kind="giftCardCustomization" />, {
      path: '/giftcard/customization',
    });
    await userEvent.click(screen.getByRole('link', { name: "Retour à l'accueil" }));
    expect(location().pathname).toBe('/');
  });

  it('goes to the hotel page in the site’s own words', async () => {
    const { location } = renderInShell(<FunnelHeader kind="bookingSummary" id="42" />, {
      locale: 'es_ES',
      language: 'es',
      pointOfSale: 'ES',
      path: '/reserva/42#hotelId=7&checkin=2030-01-05&a=2',
    });
    const back = screen.getByRole('link', { name: 'Volver al hotel' });
    expect(back).toHaveAttribute('href', '/hotel/7#checkin=2030-01-05&a=2');
    await userEvent.click(back);
    expect(location().pathname).toBe('/hotel/7');
  });

  it('goes from an activity booking back to the activity with its participants', async () => {
    const { location } = renderInShell(<FunnelHeader kind="activityBooking" id="77" />, {
      path: '/reservation-activite/77?customType=OWN_USE#id=77&a=1',
    });
    const back = screen.getByRole('link', { name: "Retour à l'activité" });
    expect(back).toHaveAttribute('href', '/activite/77#a=1');
    await userEvent.click(back);
    expect(location().pathname).toBe('/activite/77');
    expect(location().hash).toBe('#a=1');
  });

  it('goes from a gift box checkout back to the box, on the catalogue’s page when the boxes toggle is off', () => {
    const path = '/commande-cadeau/ROMANTIC-EBOX?flow=gifting&giftFormat=digital&code=ROMANTIC-EBOX#giftFormat=digital';
    const { unmount } = renderInShell(<FunnelHeader kind="giftCheckout" id="ROMANTIC-EBOX" />, { path });
    expect(screen.getByRole('link', { name: 'Retour au coffret' })).toHaveAttribute(
      'href',
      '/box/ROMANTIC-EBOX?flow=gifting#giftFormat=digital',
    );
    unmount();

    renderInShell(<FunnelHeader kind="giftCheckout" id="ROMANTIC-EBOX" />, {
      path,
      flags: { ...DEFAULT_FLAGS, boxes: false },
    });
    expect(screen.getByRole('link', { name: 'Retour au coffret' })).toHaveAttribute(
      'href',
      '/cadeau/p/p/ROMANTIC-EBOX?flow=gifting#giftFormat=digital',
    );
  });

  it('goes from a stay gift checkout back to its gift set-up', () => {
    renderInShell(<FunnelHeader kind="giftCheckout" id="20039" />, {
      locale: 'it_IT',
      language: 'it',
      pointOfSale: 'IT',
      path: '/ordine-regalo/20039?flow=gifting&giftFormat=physical&giftNights=3&sleeves=s1',
    });
    expect(screen.getByRole('link', { name: 'Torna al soggiorno regalo' })).toHaveAttribute(
      'href',
      '/regalo/20039?flow=gifting#giftNights=3&giftFormat=physical&sleeves=s1',
    );
  });
});

describe('funnel header on a page the server drew', () => {
  /** The header as the server drew it, then taken over by the browser at `url`. */
  const hydrateAt = (url: string, kind: RouteKind, id: string) =>
    hydrateInShell(<FunnelHeader kind={kind} id={id} />, url, testEnvironment());

  it('keeps the dates and travellers of a booking summary opened from a link or reloaded', async () => {
    const { recoverableErrors, unmount } = await hydrateAt(
      '/reservation/20039?flow=booking#checkin=2027-01-30&checkout=2027-01-31&night=1&a=2&c=1',
      'bookingSummary',
      '20039',
    );
    expect(screen.getByRole('link', { name: 'Retour au séjour' })).toHaveAttribute(
      'href',
      '/sejour/20039?flow=booking#checkin=2027-01-30&checkout=2027-01-31&night=1&a=2&c=1',
    );
    expect(recoverableErrors).toEqual([]);
    unmount();
  });

  it("keeps the gift set-up's nights and format on the way back to the stay", async () => {
    const { unmount } = await hydrateAt(
      '/cadeau/20039?flow=gifting#giftNights=2&giftFormat=physical',
      'giftSetup',
      '20039',
    );
    expect(screen.getByRole('link', { name: 'Retour au séjour' })).toHaveAttribute(
      'href',
      '/sejour/20039?flow=gifting#giftNights=2&giftFormat=physical',
    );
    unmount();
  });
});
