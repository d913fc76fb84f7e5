import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { WishlistItem } from '@escapade/shared-contracts/event-bus';
import { DEFAULT_FLAGS, type Flags } from '@escapade/shared-contracts/lifecycle';
import { offerFixture } from '../../../test/offers-fixture';
import { MountProviders } from '../../../context/mount-providers';
import { OfferCard } from './offer-card';
import type { ReactElement, ReactNode } from 'react';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import type { FakeRemoteProps } from '../../../../../platform/test-kit/fake-remote-props';
import { DESKTOP_WIDTH, emulateViewport, PHONE_WIDTH } from '../../../../../platform/test-kit/viewport';

/** jsdom has no PointerEvent: a MouseEvent with the pointer fields the carousel reads. */
class TestPointerEvent extends MouseEvent {
  readonly pointerId: number;
  readonly pointerType: string;
  constructor(type: string, init: PointerEventInit = {}) {
    super(type, init);
    this.pointerId = init.pointerId ?? 0;
    this.pointerType = init.pointerType ?? '';
  }
}
beforeAll(() => {
  (window as unknown as { PointerEvent: unknown }).PointerEvent ??= TestPointerEvent;
});

/** Renders in a mount; rerender keeps the same mount (store, i18n, props). */
function renderCard(ui: ReactElement, props: FakeRemoteProps) {
  const view = renderSearchMount(ui, props);
  return {
    ...view,
    rerender: (next: ReactNode) => view.rerender(<MountProviders props={props}>{next}</MountProviders>),
  };
}

const plain = (text: string | null) => (text ?? '').replace(/\s/g, ' ');

describe('OfferCard', () => {
  it('shows the title, hotel, rating word, review count, distance and cancellation', () => {
    const props = searchPageProps();
    renderSearchMount(
      <OfferCard offer={offerFixture({ distance: 12.6 })} flow="booking" criteriaHash="city=10001" />,
      props,
    );
    expect(screen.getByRole('heading', { name: 'Week-end gourmand 101' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hôtel des Arts 101' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '4 étoiles' })).toBeInTheDocument();
    expect(screen.getByText('Excellent')).toBeInTheDocument();
    expect(screen.getByText('132 avis')).toBeInTheDocument();
    expect(screen.getByText('À 13 km')).toBeInTheDocument();
    expect(screen.getByText('Annulation gratuite')).toBeInTheDocument();
  });

  it('shows a distance under 1 km in metres, in the language of the site', () => {
    const { rerender } = renderCard(
      <OfferCard offer={offerFixture({ distance: 0.2 })} flow="booking" criteriaHash="city=10001" />,
      searchPageProps(),
    );
    expect(screen.getByText('À 200 m')).toBeInTheDocument();
    expect(screen.queryByText('À 0 km')).not.toBeInTheDocument();
    rerender(<OfferCard offer={offerFixture({ distance: 0.96 })} flow="booking" criteriaHash="city=10001" />);
    expect(screen.getByText('À 1 km')).toBeInTheDocument();
  });

  it.each([
    ['es_ES', 'A 400 m', 'A 1234 km'],
    ['it_IT', 'A 400 m', 'A 1234 km'],
    ['nl_NL', 'Op 400 m', 'Op 1.234 km'],
    ['fr_BE', 'À 400 m', 'À 1\u202f234 km'],
  ] as const)('in %s, reads "%s" and "%s"', (locale, metres, kilometres) => {
    const props = searchPageProps({ locale });
    const { rerender } = renderCard(
      <OfferCard offer={offerFixture({ distance: 0.4 })} flow="booking" criteriaHash="city=10001" />,
      props,
    );
    expect(screen.getByText(metres)).toBeInTheDocument();
    rerender(<OfferCard offer={offerFixture({ distance: 1234 })} flow="booking" criteriaHash="city=10001" />);
    expect(screen.getByText(plain(kilometres))).toBeInTheDocument();
  });

  it('shows a from-price without dates and a final price with dates, in the gifting flow or with a given price type', () => {
    const props = searchPageProps();
    const { rerender } = renderCard(<OfferCard offer={offerFixture()} flow="booking" criteriaHash="" />, props);
    expect(screen.getByText('à partir de')).toBeInTheDocument();
    rerender(
      <OfferCard offer={offerFixture()} flow="booking" criteriaHash="checkin=2099-05-01&checkout=2099-05-03&night=2" />,
    );
    expect(screen.queryByText('à partir de')).not.toBeInTheDocument();
    rerender(<OfferCard offer={offerFixture({ priceType: 'gift' })} flow="gifting" criteriaHash="" />);
    expect(screen.queryByText('à partir de')).not.toBeInTheDocument();
    rerender(<OfferCard offer={offerFixture()} flow="booking" criteriaHash="" priceType="final-price" />);
    expect(screen.queryByText('à partir de')).not.toBeInTheDocument();
  });

  it('shows the promo badge "-N%" and the reference price only with a discount', () => {
    const props = searchPageProps();
    const { rerender } = renderCard(
      <OfferCard offer={offerFixture({ sellPrice: 19900, refPrice: 30000 })} flow="booking" criteriaHash="" />,
      props,
    );
    expect(screen.getByText('-34%')).toBeInTheDocument();
    expect(plain(screen.getByRole('deletion').textContent)).toBe('au lieu de 300 €');
    rerender(
      <OfferCard
        offer={offerFixture({ sellPrice: 30000, refPrice: 30000, promo: 0 })}
        flow="booking"
        criteriaHash=""
      />,
    );
    expect(screen.queryByText(/^-\d+%$/)).not.toBeInTheDocument();
    expect(screen.queryByRole('deletion')).not.toBeInTheDocument();
  });

  it('shows at most two stress messages, rooms left only with 3 rooms or fewer', () => {
    const props = searchPageProps();
    const { rerender } = renderCard(
      <OfferCard
        offer={offerFixture({ availableRooms: 2, lastMinute: true, marketingLabels: ['Coup de cœur'] })}
        flow="booking"
        criteriaHash=""
      />,
      props,
    );
    const stress = screen.getByRole('list', { name: 'À savoir' });
    expect(
      within(stress)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Plus que 2 chambres !', 'Dernière minute']);
    rerender(
      <OfferCard
        offer={offerFixture({ availableRooms: 4, lastMinute: false, marketingLabels: ['Coup de cœur'] })}
        flow="booking"
        criteriaHash=""
      />,
    );
    expect(
      within(screen.getByRole('list', { name: 'À savoir' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Coup de cœur']);
  });

  it('in the gifting flow leaves out rooms left, last minute and the stay cancellation terms, which mean nothing for a voucher', () => {
    renderCard(
      <OfferCard
        offer={offerFixture({
          priceType: 'gift',
          availableRooms: 2,
          lastMinute: true,
          marketingLabels: ['Coup de cœur'],
          cancellationPolicy: { cancellable: false, message: 'Non annulable, non remboursable' },
        })}
        flow="gifting"
        criteriaHash=""
      />,
      searchPageProps(),
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText('Coup de cœur')).toBeInTheDocument();
    expect(card).not.toHaveTextContent(/chambre|Dernière minute|annulable|Annulation/);
  });

  it('links the card to its stay page with the criteria, and a plain click navigates', async () => {
    const props = searchPageProps();
    renderSearchMount(
      <OfferCard offer={offerFixture()} flow="booking" criteriaHash="city=10001&a=3" index={4} />,
      props,
    );
    const events: unknown[] = [];
    props.bus.on('tracking:event', (event) => events.push(event));
    const link = screen.getByRole('link', { name: 'Week-end gourmand 101' });
    expect(link).toHaveAttribute('href', '/stay/101?flow=booking#city=10001&a=3');
    await userEvent.click(link);
    expect(props.navigate).toHaveBeenCalledWith({
      kind: 'stay',
      id: '101',
      query: { flow: 'booking' },
      hash: 'city=10001&a=3',
    });
    expect(events).toEqual([
      expect.objectContaining({ name: 'select_item', items: [expect.objectContaining({ item_id: '101', index: 4 })] }),
    ]);
  });

  it('leaves ctrl, shift, meta and middle clicks to the browser (new tab)', () => {
    const props = searchPageProps();
    renderSearchMount(<OfferCard offer={offerFixture()} flow="booking" criteriaHash="" />, props);
    const link = screen.getByRole('link', { name: 'Week-end gourmand 101' });
    // Seen after the card's handler: was the browser's default (a new tab) left alone? Then stop it (jsdom cannot navigate).
    const leftToBrowser: boolean[] = [];
    const observe = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    document.addEventListener('click', observe);
    for (const init of [{ ctrlKey: true }, { shiftKey: true }, { metaKey: true }, { button: 1 }]) {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
    }
    document.removeEventListener('click', observe);
    expect(leftToBrowser).toEqual([true, true, true, true]);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('links the hotel with the dates hash plus nights in the booking flow, without dates in the gifting flow', () => {
    const props = searchPageProps();
    const dated = offerFixture({ checkin: '2099-05-01', checkout: '2099-05-03', nights: 2 });
    const { rerender } = renderCard(
      <OfferCard offer={dated} flow="booking" criteriaHash="checkin=2099-05-01&checkout=2099-05-03&night=2&a=3" />,
      props,
    );
    expect(screen.getByRole('link', { name: 'Hôtel des Arts 101' })).toHaveAttribute(
      'href',
      '/hotel/601#checkin=2099-05-01&checkout=2099-05-03&night=2&a=3',
    );
    rerender(<OfferCard offer={offerFixture({ priceType: 'gift' })} flow="gifting" criteriaHash="a=3" />);
    expect(screen.getByRole('link', { name: 'Hôtel des Arts 101' })).toHaveAttribute('href', '/hotel/601');
  });

  it('asks the shell to toggle the wishlist and shows the state it announces', async () => {
    const props = searchPageProps();
    renderSearchMount(<OfferCard offer={offerFixture()} flow="booking" criteriaHash="city=10001" />, props);
    const toggles: WishlistItem[] = [];
    props.bus.on('wishlist:toggle', (item) => toggles.push(item));
    const heart = screen.getByRole('button', { name: "Ajouter à ma liste d'envies" });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(heart);
    expect(toggles).toEqual([
      {
        id: '101',
        type: 'STAY',
        label: 'Week-end gourmand 101',
        headwords: ['Dîner gastronomique'],
        imageUrl: 'http://api.test/images/hotel/101.svg',
        uri: '/stay/101?flow=booking#city=10001',
        hotel: { label: 'Hôtel des Arts 101', stars: 4 },
      },
    ]);
    // The card does not guess: it waits for the shell's answer.
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    act(() => props.bus.emit('wishlist:changed', { ids: ['7', '101'] }));
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('starts pressed when the shell already announced the item (replayed state)', () => {
    const props = searchPageProps();
    props.bus.emit('wishlist:changed', { ids: ['101'] });
    renderSearchMount(<OfferCard offer={offerFixture()} flow="booking" criteriaHash="" />, props);
    expect(screen.getByRole('button', { name: "Ajouter à ma liste d'envies" })).toHaveAttribute('aria-pressed', 'true');
  });

  it('shows a gallery of 4 pictures with buttons, or one large picture when fewer than 4', async () => {
    const props = searchPageProps();
    const images = [1, 2, 3, 4, 5].map((n) => `/images/hotel/${n}.svg`);
    const { rerender } = renderCard(
      <OfferCard offer={offerFixture({ imageUrl: images[0], images })} flow="booking" criteriaHash="" />,
      props,
    );
    const gallery = screen.getByRole('group', { name: 'Photos de Week-end gourmand 101' });
    expect(gallery.querySelectorAll('img')).toHaveLength(4);
    expect(screen.getByText('Photo 1 sur 4')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Photo précédente' });
    expect(previous).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Photo suivante' }));
    expect(screen.getByText('Photo 2 sur 4')).toBeInTheDocument();
    rerender(
      <OfferCard
        offer={offerFixture({ imageUrl: images[0], images: images.slice(0, 3) })}
        flow="booking"
        criteriaHash=""
      />,
    );
    expect(screen.queryByRole('group', { name: /Photos de/ })).not.toBeInTheDocument();
  });

  it('swipes to the next picture past one sixth of the width, and the swipe does not open the page', () => {
    const props = searchPageProps();
    const images = [1, 2, 3, 4].map((n) => `/images/hotel/${n}.svg`);
    renderSearchMount(
      <OfferCard offer={offerFixture({ imageUrl: images[0], images })} flow="booking" criteriaHash="" />,
      props,
    );
    const track = screen.getByTestId('gallery-track');
    const viewport = track.parentElement!;
    viewport.getBoundingClientRect = () => ({
      width: 300,
      height: 200,
      top: 0,
      left: 0,
      right: 300,
      bottom: 200,
      x: 0,
      y: 0,
      toJSON: () => ({}),
    });
    const pointer = (type: string, clientX: number) =>
      fireEvent[type as 'pointerDown'](viewport, { pointerId: 1, pointerType: 'touch', clientX, clientY: 100 });
    // 40 px: under one sixth (50 px), snaps back.
    pointer('pointerDown', 200);
    pointer('pointerMove', 160);
    pointer('pointerUp', 160);
    expect(screen.getByText('Photo 1 sur 4')).toBeInTheDocument();
    // 80 px to the left: the next picture, with a 300 ms transition.
    pointer('pointerDown', 200);
    pointer('pointerMove', 120);
    pointer('pointerUp', 120);
    expect(screen.getByText('Photo 2 sur 4')).toBeInTheDocument();
    expect(track.style.transition).toBe('transform 300ms ease-out');
    fireEvent.click(track.querySelector('a')!);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('opens the cancellation conditions with the refund rule and the check-in date', async () => {
    const props = searchPageProps();
    renderSearchMount(
      <OfferCard
        offer={offerFixture({
          checkin: '2099-05-11',
          checkout: '2099-05-13',
          cancellationPolicy: { cancellable: true, message: "Annulation gratuite jusqu'au 04/05/2099" },
        })}
        flow="booking"
        criteriaHash=""
      />,
      props,
    );
    await userEvent.click(screen.getByRole('button', { name: "Conditions d'annulation" }));
    const dialog = await screen.findByRole('dialog', { name: "Conditions d'annulation" });
    expect(within(dialog).getByText("Annulation gratuite jusqu'au 04/05/2099")).toBeInTheDocument();
    expect(within(dialog).getByText(/remboursement de 80 % de chaque nuit/)).toBeInTheDocument();
    expect(within(dialog).getByText("À partir du 11 mai 2099, date d'arrivée")).toBeInTheDocument();
    expect(within(dialog).getByText('Aucun remboursement.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('has no cancellation conditions button for a non-refundable offer', () => {
    const props = searchPageProps();
    renderSearchMount(
      <OfferCard
        offer={offerFixture({ cancellationPolicy: { cancellable: false, message: 'Non annulable, non remboursable' } })}
        flow="booking"
        criteriaHash=""
      />,
      props,
    );
    expect(screen.queryByRole('button', { name: "Conditions d'annulation" })).not.toBeInTheDocument();
    expect(screen.getByText('Non annulable, non remboursable')).toBeInTheDocument();
  });

  describe('product card variation', () => {
    const withFlags = (flags: Partial<Flags>) => searchPageProps({ flags: { ...DEFAULT_FLAGS, ...flags } });
    const images = [1, 2, 3, 4, 5].map((n) => `/images/hotel/${n}.svg`);

    it.each([
      ['phones', PHONE_WIDTH],
      ['desktop', DESKTOP_WIDTH],
    ])('compact on %s: title, place, rating and price only, with one picture', (_, width) => {
      const restoreViewport = emulateViewport(width);
      renderSearchMount(
        <OfferCard offer={offerFixture({ imageUrl: images[0], images })} flow="booking" criteriaHash="" />,
        withFlags({ productCardVariation: 'compact' }),
      );
      const card = screen.getByRole('article');
      expect(within(card).getByRole('link', { name: 'Week-end gourmand 101' })).toHaveAttribute(
        'href',
        '/stay/101?flow=booking',
      );
      expect(within(card).getByText('Paris 6e')).toBeInTheDocument();
      expect(within(card).getByText('Excellent')).toBeInTheDocument();
      expect(within(card).getByText('132 avis')).toBeInTheDocument();
      expect(within(card).getByText('-25%')).toBeInTheDocument();
      expect(within(card).getByText(/^189\s€$/)).toBeInTheDocument();
      expect(within(card).getByText('pour 2 nuits, 2 personnes')).toBeInTheDocument();
      expect(within(card).getByRole('button', { name: "Ajouter à ma liste d'envies" })).toBeInTheDocument();
      // Left out: the hotel line, the cancellation terms and the carousel.
      expect(within(card).queryByRole('link', { name: 'Hôtel des Arts 101' })).not.toBeInTheDocument();
      expect(within(card).queryByText('Annulation gratuite')).not.toBeInTheDocument();
      expect(within(card).queryByRole('group', { name: /Photos de/ })).not.toBeInTheDocument();
      expect(card.querySelectorAll('img')).toHaveLength(1);
      restoreViewport();
    });

    it('default: the full card, unchanged', () => {
      renderSearchMount(
        <OfferCard offer={offerFixture({ imageUrl: images[0], images })} flow="booking" criteriaHash="" />,
        withFlags({ productCardVariation: 'default' }),
      );
      const card = screen.getByRole('article');
      expect(within(card).getByRole('link', { name: 'Hôtel des Arts 101' })).toBeInTheDocument();
      expect(within(card).getByText('Annulation gratuite')).toBeInTheDocument();
      expect(within(card).getByRole('group', { name: 'Photos de Week-end gourmand 101' })).toBeInTheDocument();
    });
  });

  describe('physical single voucher flag', () => {
    const withPhysical = (physicalVoucher: boolean) =>
      searchPageProps({ flags: { ...DEFAULT_FLAGS, physicalVoucher } });

    it('says a gift stay also comes as a printed voucher only when the flag is on', () => {
      const gift = offerFixture({ priceType: 'gift' });
      const { unmount } = renderSearchMount(
        <OfferCard offer={gift} flow="gifting" criteriaHash="" />,
        withPhysical(true),
      );
      expect(screen.getByText('Bon cadeau numérique ou physique')).toBeInTheDocument();
      unmount();

      renderSearchMount(<OfferCard offer={gift} flow="gifting" criteriaHash="" />, withPhysical(false));
      expect(screen.getByText('Bon cadeau numérique, envoyé par e-mail')).toBeInTheDocument();
      expect(screen.getByRole('article')).not.toHaveTextContent(/physique/);
    });

    it('says nothing of voucher formats on a stay booked for oneself', () => {
      renderSearchMount(<OfferCard offer={offerFixture()} flow="booking" criteriaHash="" />, withPhysical(true));
      expect(screen.getByRole('article')).not.toHaveTextContent(/Bon cadeau/);
    });
  });
});
