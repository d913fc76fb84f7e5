import { useState } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DestinationField, type DestinationFieldProps } from './destination-field';
import type { RecommendedOfferCriteria } from '../utils/recommended-offer-request';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { DESKTOP_WIDTH, emulateViewport } from '../../../../../platform/test-kit/viewport';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { RECOMMENDED_OFFER, RECOMMENDED_STAY_AND_HOTEL } from '../../../test/recommended-offer-fixture';

const api = setupApiMock();

const OFFER_PATH = '/api/recommended/20001.json';

/** The field as a search box holds it: the text lives in the box. */
function Field(props: Pick<DestinationFieldProps, 'onOpenOffer'> & { priceCriteria?: RecommendedOfferCriteria }) {
  const [text, setText] = useState('');
  return <DestinationField text={text} onTextChange={setText} onChoose={() => {}} {...props} />;
}

function answerSuggestions() {
  api.json('/autocomplete-geonames.json', { suggestions: [] });
  api.json('/recommendedAutocomplete.json', RECOMMENDED_STAY_AND_HOTEL);
}

async function highlightTheStay(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('combobox', { name: 'Destination' }), 'week');
  await within(await screen.findByRole('listbox')).findByRole('option', { name: /^Week-end gourmand à Paris/ });
  // The stay comes first in the list: the arrow highlights it.
  await user.keyboard('{ArrowDown}');
}

describe('DestinationField: the recommended stay card', () => {
  let restoreViewport: () => void;
  beforeEach(() => {
    restoreViewport = emulateViewport(DESKTOP_WIDTH);
  });
  afterEach(() => restoreViewport());

  it('shows the highlighted stay priced for the dates and travellers of the box, and opens it', async () => {
    answerSuggestions();
    api.json(OFFER_PATH, RECOMMENDED_OFFER);
    const onOpenOffer = jest.fn();
    renderSearchMount(
      <Field
        onOpenOffer={onOpenOffer}
        priceCriteria={{
          flow: 'booking',
          dates: { checkin: '2099-05-10', checkout: '2099-05-12' },
          travellers: { adults: 3, children: 1, babies: 1 },
        }}
      />,
      searchPageProps(),
    );
    const user = userEvent.setup();
    await highlightTheStay(user);

    const card = await screen.findByRole('button', { name: /Week-end gourmand à Paris/ });
    expect(card).toHaveTextContent('Hôtel des Arts');
    expect(within(card).getByRole('img', { name: '3 étoiles' })).toBeInTheDocument();
    expect(within(card).getByText('-21%')).toBeInTheDocument();
    expect(within(card).getByRole('deletion')).toHaveTextContent(/249\s€/);
    expect(within(card).getByText(/^199\s€$/)).toBeInTheDocument();
    expect(within(card).getByText('pour 2 nuits, 5 personnes')).toBeInTheDocument();
    expect(card).not.toHaveTextContent('à partir de');
    expect(card.querySelector('img')).toHaveAttribute('src', 'http://api.test/images/hotel/2.svg');

    const [sent] = api.requestsTo(OFFER_PATH);
    expect(Object.fromEntries(sent!.url.searchParams)).toEqual({
      locale: 'fr_FR',
      checkin: '2099-05-10',
      checkout: '2099-05-12',
      night: '2',
      adult: '3',
      child: '1',
      baby: '1',
    });

    await user.click(card);
    expect(onOpenOffer).toHaveBeenCalledWith('20001');
  });

  it('shows a from-price without dates, and no card for a hotel', async () => {
    answerSuggestions();
    api.json(OFFER_PATH, { ...RECOMMENDED_OFFER, priceType: 'from-price', checkin: null, checkout: null });
    renderSearchMount(<Field onOpenOffer={() => {}} />, searchPageProps());
    const user = userEvent.setup();
    await highlightTheStay(user);

    const card = await screen.findByRole('button', { name: /Week-end gourmand à Paris/ });
    expect(card).toHaveTextContent('à partir de');
    expect(Object.fromEntries(api.requestsTo(OFFER_PATH)[0]!.url.searchParams)).toEqual({
      locale: 'fr_FR',
      adult: '2',
      child: '0',
      baby: '0',
    });

    // The hotel next in the list has no stay card.
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.queryByRole('button', { name: /Week-end gourmand/ })).not.toBeInTheDocument());
  });

  it('leaves the suggestion as it is when the stay cannot be priced', async () => {
    answerSuggestions();
    api.error(OFFER_PATH, 404, { body: { message: 'No recommended offer with id 20001' } });
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderSearchMount(<Field onOpenOffer={() => {}} />, searchPageProps());
    await highlightTheStay(userEvent.setup());

    await waitFor(() =>
      expect(warn).toHaveBeenCalledWith('[mfe-search] recommended stay unavailable', expect.anything()),
    );
    expect(screen.getByRole('option', { name: /^Week-end gourmand à Paris/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Week-end gourmand/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    warn.mockRestore();
  });
});
