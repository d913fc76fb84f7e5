import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderInShell } from '../../../test/render-in-shell';
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
});
