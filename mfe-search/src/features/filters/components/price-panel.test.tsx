import { useState } from 'react';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Flow } from '@escapade/shared-contracts/routes';
import { parseSearchCriteria, serializeSearchCriteria } from '@escapade/shared-contracts/search-criteria';
import { offersSearchRequest } from '@escapade/shared-contracts/offers-search-request';
import { PricePanel } from './filter-panels';
import { criteriaWithFilterState, filterStateFromCriteria } from '../utils/filter-state';
import { renderSearchMount } from '../../../test/search-page-props';

/** The price panel on a draft of the filters, with the hash applying it would write. */
function PriceDraft({ hash, flow }: { hash: string; flow: Flow }) {
  const criteria = parseSearchCriteria({ hash, search: `flow=${flow}` });
  const [draft, setDraft] = useState(() => filterStateFromCriteria(criteria));
  const applied = criteriaWithFilterState(criteria, draft);
  return (
    <>
      <PricePanel draft={draft} onChange={setDraft} facets={null} flow={flow} />
      <output aria-label="Filtre écrit">{serializeSearchCriteria(applied).hash}</output>
    </>
  );
}

function renderPrice(hash = 'city=12', flow: Flow = 'booking') {
  renderSearchMount(<PriceDraft hash={hash} flow={flow} />, { route: { hash, search: `flow=${flow}` } });
  const [minThumb, maxThumb] = screen.getAllByRole('slider');
  return {
    user: userEvent.setup(),
    minThumb: minThumb!,
    maxThumb: maxThumb!,
    minField: screen.getByRole('textbox', { name: 'Prix minimum' }),
    maxField: screen.getByRole('textbox', { name: 'Prix maximum' }),
  };
}

/** Starts over with another link (one panel on the page at a time). */
function renderPriceAgain(hash: string) {
  cleanup();
  return renderPrice(hash);
}

function pressKey(thumb: HTMLElement, key: string) {
  fireEvent.keyDown(thumb, { key });
  fireEvent.keyUp(thumb, { key });
}

const written = () => screen.getByRole('status', { name: 'Filtre écrit' }).textContent;
/** The range written above the slider, e.g. "12 € – 250 €+". */
const shownRange = () => screen.getByRole('group').querySelector('output')?.textContent?.replace(/\s+/g, ' ');

async function typeInto(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
  await user.tab();
}

describe('PricePanel: the range, the two fields, the thumbs and the filter agree', () => {
  it('a typed 12 € minimum puts the thumb on 12 and leaves the maximum open', async () => {
    const { user, minThumb, maxThumb, minField, maxField } = renderPrice();
    await typeInto(user, minField, '12');
    expect(minThumb).toHaveValue('12');
    expect(maxThumb).toHaveValue('250');
    expect(minField).toHaveValue('12');
    expect(maxField).toHaveValue('250');
    expect(shownRange()).toBe('12 € – 250 €+');
    expect(written()).toBe('city=12&priceMin=1200');
  });

  it('a typed 9 € minimum is no minimum: field, thumb and range stay at 0', async () => {
    const { user, minThumb, minField } = renderPrice();
    await typeInto(user, minField, '9');
    expect(minField).toHaveValue('0');
    expect(minThumb).toHaveValue('0');
    expect(shownRange()).toBe('0 € – 250 €+');
    expect(written()).toBe('city=12');

    const withMinimum = renderPriceAgain('city=12&priceMin=5000');
    await typeInto(user, withMinimum.minField, '9');
    expect(withMinimum.minField).toHaveValue('0');
    expect(written()).toBe('city=12');
  });

  it('a typed maximum keeps its first digits and 250 € or more is no maximum', async () => {
    const { user, maxThumb, maxField } = renderPrice();
    await typeInto(user, maxField, '15a0');
    expect(maxField).toHaveValue('15');
    expect(maxThumb).toHaveValue('15');
    expect(shownRange()).toBe('0 € – 15 €');
    expect(written()).toBe('city=12&priceMax=1500');

    await typeInto(user, maxField, '900');
    expect(maxField).toHaveValue('250');
    expect(maxThumb).toHaveValue('250');
    expect(shownRange()).toBe('0 € – 250 €+');
    expect(written()).toBe('city=12');
  });

  it('a minimum typed above the maximum stops at the maximum', async () => {
    const { user, minThumb, minField, maxField } = renderPrice('city=12&priceMax=10000');
    await typeInto(user, minField, '150');
    expect(minField).toHaveValue('100');
    expect(maxField).toHaveValue('100');
    expect(minThumb).toHaveValue('100');
    expect(written()).toBe('city=12&priceMin=10000&priceMax=10000');
  });

  it('text without a digit gives the field its amount back', async () => {
    const { user, minField } = renderPrice('city=12&priceMin=4000');
    await typeInto(user, minField, 'abc');
    expect(minField).toHaveValue('40');
    expect(written()).toBe('city=12&priceMin=4000');
  });

  it('a thumb let go at 9 € or less comes back to 0, as the field and the filter say', () => {
    const { minThumb, minField } = renderPrice();
    pressKey(minThumb, 'ArrowRight');
    expect(minThumb).toHaveValue('0');
    expect(minField).toHaveValue('0');
    expect(shownRange()).toBe('0 € – 250 €+');
    expect(written()).toBe('city=12');

    const withMinimum = renderPriceAgain('city=12&priceMin=1000');
    pressKey(withMinimum.minThumb, 'ArrowLeft');
    expect(withMinimum.minThumb).toHaveValue('0');
    expect(withMinimum.minField).toHaveValue('0');
    expect(written()).toBe('city=12');
  });

  it('the arrow keys move a thumb by 1 €, as typing does', () => {
    const { maxThumb, maxField } = renderPrice('city=12&priceMax=12000');
    pressKey(maxThumb, 'ArrowLeft');
    expect(maxThumb).toHaveValue('119');
    expect(maxField).toHaveValue('119');
    expect(shownRange()).toBe('0 € – 119 €');
    expect(written()).toBe('city=12&priceMax=11900');
  });

  it('a link with priceMin=900 and priceMax=25000 shows the whole range and filters nothing', () => {
    const { minThumb, maxThumb, minField, maxField } = renderPrice('city=12&priceMin=900&priceMax=25000');
    expect([minThumb, maxThumb, minField, maxField].map((element) => (element as HTMLInputElement).value)).toEqual([
      '0',
      '250',
      '0',
      '250',
    ]);
    expect(shownRange()).toBe('0 € – 250 €+');
    expect(written()).toBe('city=12');
    const body = offersSearchRequest(parseSearchCriteria({ hash: 'priceMin=900&priceMax=25000', search: '' }), 'fr_FR');
    expect(body.filters.offer).not.toHaveProperty('price');
  });

  it('starts at 1 € in the activity flow, priced per person', async () => {
    const { user, minThumb, minField } = renderPrice('city=12', 'activity');
    expect(screen.getByText('Prix par personne')).toBeInTheDocument();
    expect(minThumb).toHaveValue('1');
    expect(minField).toHaveValue('1');
    expect(shownRange()).toBe('1 € – 250 €+');
    await typeInto(user, minField, '5');
    expect(minField).toHaveValue('1');
    expect(written()).toBe('city=12');
    await typeInto(user, minField, '20');
    expect(minThumb).toHaveValue('20');
    expect(written()).toBe('city=12&priceMin=2000');
  });

  it('the gifting flow filters the gift voucher price', () => {
    renderPrice('priceMax=8000', 'gifting');
    expect(screen.getByText('Prix du bon cadeau')).toBeInTheDocument();
    expect(shownRange()).toBe('0 € – 80 €');
  });
});
