import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bootstrap, mount, unmount, update } from './app';
import { renderRoute } from './server';
import { setupApiMock } from '../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../platform/test-kit/fixed-clock';
import { fakeRemoteProps, TEST_API_BASE } from '../../platform/test-kit/fake-remote-props';
import {
  isWaitingInServerMarkup,
  setupServerMarkupParcel,
  throughLifecycle,
} from '../../platform/test-kit/server-markup-parcel';
import { stayDetailFixture } from './test/stay-detail-fixture';
import { ONE_REVIEW, stubStayApi } from './test/stub-stay-api';

const api = setupApiMock();
const page = setupServerMarkupParcel({ bootstrap, mount, unmount });

beforeEach(() => {
  fixClock(new Date(2030, 2, 10, 10, 0));
  stubStayApi(api, stayDetailFixture(), ONE_REVIEW);
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
  expect(isWaitingInServerMarkup(seeAll)).toBe(true);

  // The shell's own props, equal in every value to those the page was drawn with.
  await throughLifecycle(() => update({ ...props, route: { ...props.route }, flags: { ...props.flags } }));
  expect(isWaitingInServerMarkup(seeAll)).toBe(true);

  // As a finger does: the page scrolls the button into view, then presses it.
  page.screenEdge.bringNear(seeAll);
  await userEvent.setup().click(seeAll);

  expect(await screen.findByRole('dialog')).toBeInTheDocument();
});
