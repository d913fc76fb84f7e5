import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SearchBox } from './search-box';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { emulateViewport, PHONE_WIDTH } from '../../../../../platform/test-kit/viewport';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

// Each part's module records when it is first loaded: the stand-in for its download.
const mockDownloaded = jest.fn();
jest.mock('./dates-overlay', () => {
  mockDownloaded('stay-calendar');
  return jest.requireActual('./dates-overlay');
});
jest.mock('../../passengers/components/passenger-dialog', () => {
  mockDownloaded('passenger-dialog');
  return jest.requireActual('../../passengers/components/passenger-dialog');
});
jest.mock('./mobile-search-dialog', () => {
  mockDownloaded('mobile-search');
  return jest.requireActual('./mobile-search-dialog');
});
jest.mock('../../destination/components/destination-search-dialog', () => {
  mockDownloaded('destination-search');
  return jest.requireActual('../../destination/components/destination-search-dialog');
});

setupApiMock();

beforeEach(() => localStorage.clear());

/** Opens on the first click, takes the focus, closes on Escape and gives the focus back to its button. */
async function expectDialogBehaviour(trigger: HTMLElement, dialogName: string) {
  const user = userEvent.setup();
  await user.click(trigger);
  const dialog = await screen.findByRole('dialog', { name: dialogName });
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  await user.keyboard('{Escape}');
  await waitFor(() => expect(screen.queryByRole('dialog', { name: dialogName })).not.toBeInTheDocument());
  await waitFor(() => expect(trigger).toHaveFocus());
}

describe('search box parts downloaded on first use', () => {
  // First of the file: a module is loaded once per test file.
  it('are not downloaded with the box, each one when the pointer or the focus comes on its button', async () => {
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
    expect(await screen.findByRole('button', { name: /^Ouvrir le calendrier/ })).toHaveTextContent('Ajouter des dates');
    expect(screen.getByRole('button', { name: 'Voyageurs: 2 adultes' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(mockDownloaded).not.toHaveBeenCalled();

    await userEvent.hover(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }));
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('stay-calendar'));
    act(() => screen.getByRole('button', { name: /^Voyageurs/ }).focus());
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('passenger-dialog'));
    expect(mockDownloaded).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('the stay calendar opens on the first click, takes the focus and gives it back after Escape', async () => {
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
    await expectDialogBehaviour(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }), 'Choisissez vos dates');
  });

  it('the travellers dialog opens on the first click, takes the focus and gives it back after Escape', async () => {
    renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
    await expectDialogBehaviour(screen.getByRole('button', { name: /^Voyageurs/ }), 'Avec qui partez-vous ?');
  });

  describe('on phones', () => {
    let restoreViewport: () => void;
    beforeEach(() => {
      restoreViewport = emulateViewport(PHONE_WIDTH);
    });
    afterEach(() => restoreViewport());

    it('the full-screen search is not there before the summary is pressed, and opens on the first press', async () => {
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      const summary = screen.getByRole('button', { name: /^Je recherche un week-end/ });
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Rechercher' })).not.toBeInTheDocument();
      await expectDialogBehaviour(summary, 'Je recherche un week-end');
    });

    it('the destination search and the full-screen calendar open on the first press inside it', async () => {
      renderSearchMount(<SearchBox flow="booking" initialHash="" />, searchPageProps());
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: /^Je recherche un week-end/ }));
      const overlay = await screen.findByRole('dialog', { name: 'Je recherche un week-end' });
      expect(within(overlay).queryByRole('searchbox')).not.toBeInTheDocument();

      await user.click(within(overlay).getByRole('button', { name: 'Destination' }));
      const destination = await screen.findByRole('dialog', { name: 'Destination' });
      await waitFor(() => expect(within(destination).getByRole('searchbox', { name: 'Destination' })).toHaveFocus());
      await user.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Destination' })).not.toBeInTheDocument());

      await user.click(within(overlay).getByRole('button', { name: /^Ouvrir le calendrier/ }));
      const calendar = await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
      expect(within(calendar).getByTestId('calendar-month-list')).toBeInTheDocument();
    });
  });
});
