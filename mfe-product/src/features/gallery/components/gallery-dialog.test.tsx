import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFER_TITLE, photos, renderGallery } from '../test/render-gallery';
import { GalleryDialog } from './gallery-dialog';

const altOf = (index: number) => `${OFFER_TITLE}, photo ${index + 1} sur 12`;

async function openGallery() {
  const onOpenChange = jest.fn();
  renderGallery(
    <GalleryDialog images={photos(12)} title={OFFER_TITLE} altOf={altOf} isOpen onOpenChange={onOpenChange} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Photos : Escapade gourmande en Provence' });
  // The dialog takes the focus when it opens: the keys below reach it.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  const slideshow = within(dialog).getByRole('region', { name: 'Diaporama des photos' });
  return { dialog, slideshow, onOpenChange };
}

const shownPhoto = (slideshow: HTMLElement) => within(slideshow).getByRole('img');
const thumbnail = (slideshow: HTMLElement, position: number) =>
  within(slideshow).getByRole('button', { name: `Photo ${position} sur 12` });

describe('GalleryDialog', () => {
  it('shows one large photo at a time, with its position, and steps with the buttons going round', async () => {
    const user = userEvent.setup();
    const { slideshow } = await openGallery();

    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 1 sur 12');
    expect(shownPhoto(slideshow)).toHaveAttribute('src', '/large/1.svg');
    expect(within(slideshow).getByText('1 / 12')).toBeInTheDocument();

    await user.click(within(slideshow).getByRole('button', { name: 'Photo suivante' }));
    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 2 sur 12');
    expect(shownPhoto(slideshow)).toHaveAttribute('src', '/large/2.svg');
    expect(within(slideshow).getByText('2 / 12')).toBeInTheDocument();

    await user.click(within(slideshow).getByRole('button', { name: 'Photo précédente' }));
    await user.click(within(slideshow).getByRole('button', { name: 'Photo précédente' }));
    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 12 sur 12');
    expect(within(slideshow).getByText('12 / 12')).toBeInTheDocument();
  });

  it('goes to the previous and next photo with the arrow keys, to the first and last with Home and End', async () => {
    const user = userEvent.setup();
    const { slideshow } = await openGallery();

    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(within(slideshow).getByText('3 / 12')).toBeInTheDocument();
    await user.keyboard('{ArrowLeft}');
    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 2 sur 12');
    await user.keyboard('{End}');
    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 12 sur 12');
    await user.keyboard('{Home}');
    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 1 sur 12');
    await user.keyboard('{ArrowLeft}');
    expect(within(slideshow).getByText('12 / 12')).toBeInTheDocument();
  });

  it('has a 120x80 thumbnail button per photo, the shown one marked current, and shows the one clicked', async () => {
    const user = userEvent.setup();
    const { slideshow } = await openGallery();

    const thumbnails = within(slideshow).getAllByRole('button', { name: /^Photo \d+ sur 12$/ });
    expect(thumbnails).toHaveLength(12);
    expect(thumbnails.filter((button) => button.hasAttribute('aria-current'))).toEqual([thumbnails[0]]);
    expect(thumbnails[0]).toHaveAttribute('aria-current', 'true');
    const image = thumbnails[4]!.querySelector('img');
    expect(image).toHaveAttribute('src', '/thumbnail/5.svg');
    expect(image).toHaveAttribute('width', '120');
    expect(image).toHaveAttribute('height', '80');

    await user.click(thumbnail(slideshow, 5));
    expect(shownPhoto(slideshow)).toHaveAccessibleName('Escapade gourmande en Provence, photo 5 sur 12');
    expect(shownPhoto(slideshow)).toHaveAttribute('src', '/large/5.svg');
    expect(thumbnail(slideshow, 5)).toHaveAttribute('aria-current', 'true');
    expect(thumbnail(slideshow, 1)).not.toHaveAttribute('aria-current');
  });

  it('shows the next photo on a swipe to the left and the previous one on a swipe to the right', async () => {
    const user = userEvent.setup();
    const { slideshow } = await openGallery();
    const photo = shownPhoto(slideshow);
    const swipe = (fromX: number, toX: number) =>
      user.pointer([
        { keys: '[TouchA>]', target: photo, coords: { clientX: fromX, clientY: 100 } },
        { pointerName: 'TouchA', target: photo, coords: { clientX: toX, clientY: 110 } },
        { keys: '[/TouchA]', target: photo, coords: { clientX: toX, clientY: 110 } },
      ]);

    await swipe(300, 100);
    expect(within(slideshow).getByText('2 / 12')).toBeInTheDocument();
    await swipe(100, 300);
    await swipe(100, 300);
    expect(within(slideshow).getByText('12 / 12')).toBeInTheDocument();
    // A short touch is not a swipe.
    await swipe(200, 190);
    expect(within(slideshow).getByText('12 / 12')).toBeInTheDocument();
  });

  it('makes the thumbnails one stop for Tab, the focus following the arrow keys along them', async () => {
    const user = userEvent.setup();
    const { slideshow } = await openGallery();

    expect(thumbnail(slideshow, 1)).toHaveAttribute('tabindex', '0');
    expect(thumbnail(slideshow, 2)).toHaveAttribute('tabindex', '-1');
    await user.click(thumbnail(slideshow, 3));
    await user.keyboard('{ArrowRight}');
    expect(thumbnail(slideshow, 4)).toHaveAttribute('aria-current', 'true');
    await waitFor(() => expect(thumbnail(slideshow, 4)).toHaveFocus());
  });

  it('closes with Escape and with its button', async () => {
    const user = userEvent.setup();
    const { dialog, onOpenChange } = await openGallery();

    await user.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    onOpenChange.mockClear();
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });
});
