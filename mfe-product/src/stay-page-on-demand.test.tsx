import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AppRoot } from './app-root';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { renderRemote } from '../../platform/test-kit/render-remote';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';

// Each on-demand module records when it is first loaded: the stand-in for its download.
const mockDownloaded = jest.fn();
jest.mock('./features/booking-bar/components/travel-calendar', () => {
  mockDownloaded('travel-calendar');
  return jest.requireActual('./features/booking-bar/components/travel-calendar');
});
jest.mock('./features/gallery/components/gallery-dialog', () => {
  mockDownloaded('gallery-dialog');
  return jest.requireActual('./features/gallery/components/gallery-dialog');
});

const api = setupApiMock();

beforeEach(() => {
  // A fixed "today", so the calendar opens on a known month.
  fixClock(new Date(2030, 2, 10, 10, 0));
  stubStayApi(api, stayDetailFixture());
});
afterEach(() => restoreClock());

async function renderStayPage() {
  const view = renderRemote(AppRoot, { route: { kind: 'stay', id: '4321', pathname: '/sejour/4321' } });
  await screen.findByRole('heading', { level: 1 });
  return view;
}

const calendarButton = () => screen.getByRole('button', { name: 'Choisir les dates du séjour' });
const galleryButton = () => screen.getByRole('button', { name: 'Voir les 6 photos' });

describe('stay page parts downloaded on demand', () => {
  // First of the file: a module is loaded once per test file.
  it('are not downloaded with the page, each one when the pointer or the focus comes on its button', async () => {
    await renderStayPage();
    expect(mockDownloaded).not.toHaveBeenCalled();

    await userEvent.hover(galleryButton());
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('gallery-dialog'));
    await userEvent.hover(calendarButton());
    await waitFor(() => expect(mockDownloaded).toHaveBeenCalledWith('travel-calendar'));
    expect(mockDownloaded).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });

  it('opens the calendar on the first key press, moves the focus into it, and Escape closes it', async () => {
    await renderStayPage();
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();

    act(() => calendarButton().focus());
    await userEvent.keyboard('{Enter}');
    const grid = await screen.findByRole('grid', { name: /mars 2030/ });
    expect(screen.getByRole('dialog')).toContainElement(grid);
    await waitFor(() => expect(grid).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(calendarButton()).toHaveFocus());
  });

  it('writes the dates picked in the calendar to the hash', async () => {
    const { props } = await renderStayPage();

    await userEvent.click(calendarButton());
    const grid = await screen.findByRole('grid', { name: /mars 2030/ });
    await userEvent.click(within(grid).getByRole('button', { name: /14 mars 2030/ }));
    await userEvent.click(within(grid).getByRole('button', { name: /16 mars 2030/ }));

    expect(props.navigate).toHaveBeenLastCalledWith(
      { kind: 'stay', id: '4321', query: {}, hash: 'checkin=2030-03-14&checkout=2030-03-16&night=2' },
      { replace: true },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Valider' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens the full gallery on the first key press, and gives the focus back to its button on Escape', async () => {
    await renderStayPage();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    act(() => galleryButton().focus());
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Photos : Escapade gourmande en Provence' });
    expect(within(dialog).getByRole('img')).toHaveAccessibleName('Escapade gourmande en Provence, photo 1 sur 6');
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(galleryButton()).toHaveFocus());
  });
});
