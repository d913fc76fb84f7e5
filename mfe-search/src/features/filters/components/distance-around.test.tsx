import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FilterBar } from './filter-bar';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { facetsFixture } from '../../../test/facets-fixture';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import type { FakeRemoteProps } from '../../../../../platform/test-kit/fake-remote-props';

const PARIS = { lat: 48.85, lng: 2.35 };

const api = setupApiMock();

function renderBar(hash: string) {
  api.json('/api/facets.json', facetsFixture());
  const props = searchPageProps({ route: { hash, search: 'flow=booking' } });
  renderSearchMount(<FilterBar position={PARIS} />, props);
  return props;
}

function navigatedHash(props: FakeRemoteProps): string {
  const [target] = props.navigate.mock.lastCall!;
  return decodeURIComponent(target.hash ?? '');
}

async function openDistance() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: /^Distance/ }));
  const dialog = await screen.findByRole('dialog', { name: 'Distance' });
  return {
    user,
    dialog,
    around: within(dialog).getByRole('checkbox', { name: 'Inclure les offres aux alentours' }),
    sliders: () => within(dialog).getAllByRole('slider'),
  };
}

describe('"Include offers around" follows the distance the search covers', () => {
  it('is ticked on a city search, which always covers 30 km around the city', async () => {
    renderBar('city=12');
    const { around, sliders } = await openDistance();
    expect(around).toBeChecked();
    const [min, max] = sliders();
    expect(min).toBeEnabled();
    expect(min).toHaveValue('0');
    expect(max).toHaveValue('30');
  });

  it('ticked again on a city search, it comes back to the 0–30 km the city search covers, not 0–300 km', async () => {
    const props = renderBar('city=12');
    const { user, dialog, around, sliders } = await openDistance();
    await user.click(around);
    expect(around).not.toBeChecked();
    await user.click(around);
    expect(around).toBeChecked();
    expect(sliders()[1]).toHaveValue('30');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(navigatedHash(props)).toBe('city=12&distanceMin=0&distanceMax=30');
  });

  it('is ticked with the range of the URL when one is set', async () => {
    renderBar('city=12&distanceMin=0&distanceMax=80');
    const { around, sliders } = await openDistance();
    expect(around).toBeChecked();
    expect(sliders()[1]).toHaveValue('80');
  });

  it('ticked on a search by a point without distance, it searches the default range around it', async () => {
    const props = renderBar('hotelId=501');
    const { user, dialog, around, sliders } = await openDistance();
    expect(around).not.toBeChecked();
    await user.click(around);
    expect(sliders()[1]).toHaveValue('200');
    await user.click(within(dialog).getByRole('button', { name: 'Valider' }));
    expect(navigatedHash(props)).toBe('hotelId=501&distanceMin=0&distanceMax=200');
  });
});
