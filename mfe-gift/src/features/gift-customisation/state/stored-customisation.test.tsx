import { renderToString } from 'react-dom/server';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider, createStore } from 'jotai';
import type { GiftCustomisation } from '../utils/customisation-rules';
import { customisationStorageKey, useStoredCustomisation } from './stored-customisation';

const GIFT_CARD_KEY = customisationStorageKey('giftcard');
const STAY_KEY = customisationStorageKey('101');

/** Shows what one component reads under a key, with buttons that save a given value. */
function StoredCustomisation({
  name,
  storageKey,
  saves,
}: {
  name: string;
  storageKey: string;
  saves?: Record<string, GiftCustomisation>;
}) {
  const [stored, save] = useStoredCustomisation(storageKey);
  return (
    <section aria-label={name}>
      <p>{stored ? `${stored.fromName} / ${stored.message}` : 'none'}</p>
      {Object.entries(saves ?? {}).map(([label, value]) => (
        <button key={label} type="button" onClick={() => save(value)}>
          {label}
        </button>
      ))}
    </section>
  );
}

function renderInStore(ui: React.ReactNode) {
  return render(<Provider store={createStore()}>{ui}</Provider>);
}

const region = (name: string) => screen.getByRole('region', { name });

afterEach(() => localStorage.clear());

describe('useStoredCustomisation', () => {
  it('is under escapade.gift-customisation.<gift>', () => {
    expect(GIFT_CARD_KEY).toBe('escapade.gift-customisation.giftcard');
  });

  it('draws no customisation on the server, even when the browser holds one', () => {
    localStorage.setItem(GIFT_CARD_KEY, JSON.stringify({ fromName: 'Léa', message: 'Bon voyage' }));

    const html = renderToString(
      <Provider store={createStore()}>
        <StoredCustomisation name="card" storageKey={GIFT_CARD_KEY} />
      </Provider>,
    );

    expect(html).toContain('none');
    expect(html).not.toContain('Léa');
  });

  it('reads the stored customisation once mounted', async () => {
    localStorage.setItem(GIFT_CARD_KEY, JSON.stringify({ fromName: 'Léa', message: 'Bon voyage' }));

    renderInStore(<StoredCustomisation name="card" storageKey={GIFT_CARD_KEY} />);

    expect(await within(region('card')).findByText('Léa / Bon voyage')).toBeInTheDocument();
  });

  it('saves both fields trimmed, as JSON, and every reader of the key sees it', async () => {
    renderInStore(
      <>
        <StoredCustomisation
          name="form"
          storageKey={GIFT_CARD_KEY}
          saves={{ Save: { fromName: '  Léa ', message: '' } }}
        />
        <StoredCustomisation name="preview" storageKey={GIFT_CARD_KEY} />
        <StoredCustomisation name="other gift" storageKey={STAY_KEY} />
      </>,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    expect(JSON.parse(localStorage.getItem(GIFT_CARD_KEY) ?? 'null')).toEqual({ fromName: 'Léa', message: '' });
    expect(within(region('preview')).getByText('Léa /')).toBeInTheDocument();
    expect(within(region('other gift')).getByText('none')).toBeInTheDocument();
    expect(localStorage.getItem(STAY_KEY)).toBeNull();
  });

  it('removes the stored customisation when both fields are empty', async () => {
    localStorage.setItem(GIFT_CARD_KEY, JSON.stringify({ fromName: 'Léa', message: 'Bon voyage' }));
    renderInStore(
      <StoredCustomisation
        name="card"
        storageKey={GIFT_CARD_KEY}
        saves={{ Clear: { fromName: ' ', message: '\n' } }}
      />,
    );
    await within(region('card')).findByText('Léa / Bon voyage');

    await userEvent.click(screen.getByRole('button', { name: 'Clear' }));

    expect(localStorage.getItem(GIFT_CARD_KEY)).toBeNull();
    expect(within(region('card')).getByText('none')).toBeInTheDocument();
  });

  it('ignores what is not a customisation', async () => {
    localStorage.setItem(GIFT_CARD_KEY, '{not json');
    localStorage.setItem(STAY_KEY, JSON.stringify({ fromName: 42 }));

    renderInStore(
      <>
        <StoredCustomisation name="card" storageKey={GIFT_CARD_KEY} />
        <StoredCustomisation name="stay" storageKey={STAY_KEY} />
      </>,
    );
    await Promise.resolve();

    expect(within(region('card')).getByText('none')).toBeInTheDocument();
    expect(within(region('stay')).getByText('none')).toBeInTheDocument();
  });
});
