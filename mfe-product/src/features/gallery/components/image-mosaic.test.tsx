import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DESKTOP_WIDTH, PHONE_WIDTH, emulateViewport } from '../../../../../platform/test-kit/viewport';
import { OFFER_TITLE, photos, renderGallery, serverMarkup } from '../test/render-gallery';
import { ImageMosaic } from './image-mosaic';

const gallery = () => screen.getByRole('region', { name: "Photos de l'offre" });

/** jsdom lays nothing out: gives the carousel's list a width and a scroll position it can change. */
function layOutList(list: HTMLElement, width: number) {
  Object.defineProperty(list, 'clientWidth', { configurable: true, value: width });
  Object.defineProperty(list, 'scrollLeft', { configurable: true, writable: true, value: 0 });
}

describe('ImageMosaic', () => {
  it('shows the first 5 photos, the first one fetched first and the others when near the screen', () => {
    renderGallery(<ImageMosaic images={photos(12)} title={OFFER_TITLE} />);

    const images = within(gallery()).getAllByRole('img');
    expect(images).toHaveLength(5);
    expect(images[0]).toHaveAccessibleName('Escapade gourmande en Provence, photo 1 sur 12');
    expect(images[0]).toHaveAttribute('src', '/large/1.svg');
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).not.toHaveAttribute('loading', 'lazy');
    expect(images[0]).toHaveAttribute('width', '960');
    expect(images[0]).toHaveAttribute('height', '540');
    for (const tile of images.slice(1)) {
      expect(tile).toHaveAttribute('loading', 'lazy');
      expect(tile).toHaveAttribute('width', '640');
      expect(tile).toHaveAttribute('height', '360');
    }
    expect(images[4]).toHaveAccessibleName('Escapade gourmande en Provence, photo 5 sur 12');
    expect(within(gallery()).getByRole('button', { name: 'Voir les 12 photos' })).toBeInTheDocument();
  });

  it('sends the same markup to every screen: CSS alone picks the carousel or the mosaic', () => {
    const markupOn = (width: number) => {
      const restoreViewport = emulateViewport(width);
      try {
        return serverMarkup(<ImageMosaic images={photos(12)} title={OFFER_TITLE} />);
      } finally {
        restoreViewport();
      }
    };
    const phoneMarkup = markupOn(PHONE_WIDTH);
    expect(phoneMarkup).toBe(markupOn(DESKTOP_WIDTH));
    // The first photo is asked for at once, with a high priority, before the page's code runs.
    expect(phoneMarkup).toMatch(/<img [^>]*src="\/large\/1.svg"[^>]*loading="eager" fetchPriority="high"/);
  });

  it('steps through the carousel with its buttons, showing the position and going round at the ends', async () => {
    const user = userEvent.setup();
    renderGallery(<ImageMosaic images={photos(12)} title={OFFER_TITLE} />);

    expect(within(gallery()).getByText('1 / 5')).toBeInTheDocument();
    await user.click(within(gallery()).getByRole('button', { name: 'Photo suivante' }));
    expect(within(gallery()).getByText('2 / 5')).toBeInTheDocument();
    // Screen readers hear the new position, the focus staying on the button.
    expect(within(gallery()).getByText('Photo 2 sur 5')).toBeInTheDocument();

    await user.click(within(gallery()).getByRole('button', { name: 'Photo précédente' }));
    await user.click(within(gallery()).getByRole('button', { name: 'Photo précédente' }));
    expect(within(gallery()).getByText('5 / 5')).toBeInTheDocument();
  });

  it('follows a swipe, and scrolls the list by one photo on a button', async () => {
    const user = userEvent.setup();
    renderGallery(<ImageMosaic images={photos(6)} title={OFFER_TITLE} />);
    const list = within(gallery()).getByRole('list');
    layOutList(list, 300);

    list.scrollLeft = 600;
    fireEvent.scroll(list);
    expect(within(gallery()).getByText('3 / 5')).toBeInTheDocument();

    await user.click(within(gallery()).getByRole('button', { name: 'Photo suivante' }));
    expect(list.scrollLeft).toBe(900);
    expect(within(gallery()).getByText('4 / 5')).toBeInTheDocument();
    // The photo its smooth scroll passes by does not move the position back.
    list.scrollLeft = 700;
    fireEvent.scroll(list);
    expect(within(gallery()).getByText('4 / 5')).toBeInTheDocument();
  });

  it('shows a single photo, without carousel buttons, when there are fewer than 4', () => {
    renderGallery(<ImageMosaic images={photos(3)} title={OFFER_TITLE} />);

    const images = within(gallery()).getAllByRole('img');
    expect(images).toHaveLength(1);
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(within(gallery()).queryByRole('button', { name: 'Photo suivante' })).not.toBeInTheDocument();
    expect(within(gallery()).queryByText(/ \/ /)).not.toBeInTheDocument();
    expect(within(gallery()).getByRole('button', { name: 'Voir les 3 photos' })).toBeInTheDocument();
  });

  it('shows the large photo and three tiles for 4 photos', () => {
    renderGallery(<ImageMosaic images={photos(4)} title={OFFER_TITLE} />);
    expect(within(gallery()).getAllByRole('img')).toHaveLength(4);
    expect(within(gallery()).getByText('1 / 4')).toBeInTheDocument();
  });

  it('has no button to more photos for a single one, and nothing without photos', () => {
    const { unmount } = renderGallery(<ImageMosaic images={photos(1)} title={OFFER_TITLE} />);
    expect(within(gallery()).getAllByRole('img')).toHaveLength(1);
    expect(within(gallery()).queryByRole('button')).not.toBeInTheDocument();
    unmount();

    renderGallery(<ImageMosaic images={[]} title={OFFER_TITLE} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
