import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HYDRATES_ON_PRESS_ATTRIBUTE } from '@escapade/shared-contracts/server-render';
import { bootstrap, mount, unmount, update } from './app';
import { renderRoute } from './server';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { fakeRemoteProps, TEST_API_BASE, type FakeRemoteProps } from '../../platform/test-kit/fake-remote-props';
import { setupServerMarkupParcel, throughLifecycle } from '../../platform/test-kit/server-markup-parcel';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { stubStayApi } from './test/stub-stay-api';
import type { HotelReviewsPage } from './features/reviews/api/get-hotel-reviews';

const api = setupApiMock();
const page = setupServerMarkupParcel<Parameters<typeof mount>[0] & FakeRemoteProps>({ bootstrap, mount, unmount });

const REVIEWS: HotelReviewsPage = {
  totalCount: 1,
  score: 9,
  list: [
    {
      id: 1,
      locale: 'fr',
      customer: 'Claire',
      type: 'couple',
      date: '2030-01-10',
      average: 9,
      positive: 'Un accueil chaleureux',
      negative: '',
    },
  ],
};

const isWaiting = (element: Element) => element.closest(`[${HYDRATES_ON_PRESS_ATTRIBUTE}]`) !== null;

beforeEach(() => {
  fixClock(new Date(2030, 2, 10, 10, 0));
  stubStayApi(api, stayDetailFixture(), REVIEWS);
});
afterEach(() => restoreClock());

/** A stay's page as the edge serves it: the server's render, then the remote's own mount over it. */
async function hydrateStayPage() {
  const shellProps = fakeRemoteProps({ route: { kind: 'stay', id: '4321', pathname: '/sejour/4321' } });
  const { html, state } = await renderRoute(shellProps, { apiOrigin: TEST_API_BASE });
  return page.mountOver(html, shellProps, state);
}

it('answers the first press in a waiting section after the shell hands over props equal to the server’s', async () => {
  const props = await hydrateStayPage();
  const seeAll = screen.getByRole('button', { name: 'Voir tous les avis' });
  expect(isWaiting(seeAll)).toBe(true);

  // The shell's own props, equal in every value to those the page was drawn with.
  await throughLifecycle(() => update({ ...props, route: { ...props.route }, flags: { ...props.flags } }));
  expect(isWaiting(seeAll)).toBe(true);

  // As a finger does: the page scrolls the button into view, then presses it.
  page.screenEdge.bringNear(seeAll);
  await userEvent.setup().click(seeAll);

  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
