import { useState } from 'react';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TrackingEvent } from '@escapade/shared-contracts/tracking';
import { DestinationField, type DestinationFieldProps } from './destination-field';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { DESKTOP_WIDTH, emulateViewport } from '../../../../../platform/test-kit/viewport';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { RECOMMENDED_STAY_AND_HOTEL } from '../../../test/recommended-offer-fixture';

const api = setupApiMock();

const PARIS = {
  id: 10001,
  label: 'Paris',
  category: 'city',
  value: 'city=10001',
  latitude: 48.85,
  longitude: 2.35,
  context: 'Île-de-France, France',
};

function Field(props: Pick<DestinationFieldProps, 'onChoose' | 'presentation'>) {
  const [text, setText] = useState('');
  return <DestinationField text={text} onTextChange={setText} onOpenOffer={() => {}} {...props} />;
}

function renderField(props: Pick<DestinationFieldProps, 'onChoose' | 'presentation'>) {
  api.json('/autocomplete-geonames.json', { suggestions: [PARIS] });
  api.json('/recommendedAutocomplete.json', RECOMMENDED_STAY_AND_HOTEL);
  const remote = searchPageProps();
  const events: TrackingEvent[] = [];
  remote.bus.on('tracking:event', (event) => events.push(event));
  renderSearchMount(<Field {...props} />, remote);
  return events;
}

/** The event the choice of a destination suggestion sends (a city of the autocomplete here). */
const PARIS_CHOSEN: TrackingEvent = {
  name: 'select_item',
  params: {
    item_list_name: 'destination_suggestions',
    destination_category: 'city',
    destination_id: '10001',
    destination_label: 'Paris',
  },
};

describe('tracking the choice of a destination suggestion', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
  });
  afterEach(() => restoreViewport());

  it('sends the selection event once when a place of the autocomplete is chosen', async () => {
    const onChoose = jest.fn();
    const events = renderField({ onChoose });
    const user = userEvent.setup();
    await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'par');
    expect(events).toEqual([]);
    await user.click(await within(await screen.findByRole('listbox')).findByRole('option', { name: /^Paris/ }));

    expect(onChoose).toHaveBeenCalledWith(expect.objectContaining({ kind: 'place', key: 'city', id: '10001' }));
    expect(events).toEqual([PARIS_CHOSEN]);
  });

  it('sends it from the phones’ full-screen search too', async () => {
    const events = renderField({ onChoose: jest.fn(), presentation: 'fullscreen' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Destination/ }));
    await user.type(await screen.findByRole('searchbox', { name: 'Destination' }), 'par');
    await user.click(await screen.findByRole('option', { name: /^Paris/ }));

    expect(events).toEqual([PARIS_CHOSEN]);
  });
});
