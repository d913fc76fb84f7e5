import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { OFFER_TITLE, photos, renderGallery } from '../test/render-gallery';
import { SeeAllPhotos } from './see-all-photos';

// Loading the module stands in for downloading the dialog's code.
const mockDialogLoaded = jest.fn();
jest.mock('./gallery-dialog', () => {
  mockDialogLoaded();
  return jest.requireActual('./gallery-dialog');
});

const altOf = (index: number) => `${OFFER_TITLE}, photo ${index + 1} sur 8`;

describe('SeeAllPhotos', () => {
  it('downloads the full gallery only once a shopper reaches for its button, and gives the focus back', async () => {
    const user = userEvent.setup();
    renderGallery(<SeeAllPhotos images={photos(8)} title={OFFER_TITLE} altOf={altOf} />);
    const button = screen.getByRole('button', { name: 'Voir les 8 photos' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(mockDialogLoaded).not.toHaveBeenCalled();

    act(() => button.focus());
    await waitFor(() => expect(mockDialogLoaded).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photos : Escapade gourmande en Provence' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });
});
