import { useRef, useState, type ComponentProps, type ReactNode } from 'react';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { I18nextProvider } from 'react-i18next';
import { I18nProvider } from 'react-aria-components/I18nProvider';
import { QueryClientProvider } from '@tanstack/react-query';
import type { RemoteProps } from '@escapade/shared-contracts/lifecycle';
import { createApiClient } from '@escapade/shared-contracts/api-client';
import { createQueryClient } from '@escapade/shared-contracts/query-client';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../../../../platform/test-kit/fixed-clock';
import { renderInMount } from '../../../../../platform/test-kit/render-remote';
import { PHONE_WIDTH, emulateViewport } from '../../../../../platform/test-kit/viewport';
import { ApiClientContext, RemotePropsContext } from '../../../context/remote-props';
import { createI18n } from '../../../i18n/create-i18n';
import { stubCalendarApi, type StayCalendarStub } from '../../../test/stub-stay-api';
import { TravelDatesField } from './travel-dates-field';

const HOTEL_ID = 77;
const OFFER_ID = 4321;
const AVAILABILITIES_PATH = `/hotels/${HOTEL_ID}/availabilities.json`;
const CHECKOUT_NIGHTS_PATH = `/weekend/${OFFER_ID}/packageCheckoutNights.json`;
/** Days of March 2030 a stay can start on, and their prices (cents); the 15th is the month's best. */
const MARCH_PRICES = { '2030-03-14': 18_900, '2030-03-15': 15_900, '2030-03-16': 21_050, '2030-03-20': 18_900 };

const api = setupApiMock();

/** The shop's clock, read in Paris whatever the zone the tests run in. */
const parisTime = (iso: string) => DateTime.fromISO(iso, { zone: 'Europe/Paris' }).toJSDate();

afterEach(() => restoreClock());

function MountProviders({ props, children }: { props: RemoteProps; children: ReactNode }) {
  const [queryClient] = useState(() => createQueryClient());
  const [i18n] = useState(() => createI18n(props.language));
  return (
    <RemotePropsContext.Provider value={props}>
      <ApiClientContext.Provider value={createApiClient(props.apiBase)}>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={i18n}>
            <I18nProvider locale="fr-FR">{children}</I18nProvider>
          </I18nextProvider>
        </QueryClientProvider>
      </ApiClientContext.Provider>
    </RemotePropsContext.Provider>
  );
}

type FieldProps = Partial<ComponentProps<typeof TravelDatesField>>;

function DatesField(props: FieldProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <TravelDatesField
      buttonRef={buttonRef}
      onChange={() => {}}
      onClear={() => {}}
      offerId={String(OFFER_ID)}
      hotelId={HOTEL_ID}
      {...props}
    />
  );
}

/**
 * Renders the dates field of the stay `4321` at hotel `77` and opens its calendar; `otherAnswers`
 * replaces some of the calendar's answers (the latest route wins).
 */
async function openCalendar(
  props: FieldProps = {},
  calendar: StayCalendarStub = { prices: MARCH_PRICES },
  otherAnswers: () => void = () => {},
) {
  stubCalendarApi(api, HOTEL_ID, OFFER_ID, calendar);
  otherAnswers();
  const onChange = jest.fn();
  const view = renderInMount(<DatesField onChange={onChange} {...props} />, MountProviders);
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: /dates du séjour/i }));
  const dialog = await screen.findByRole('dialog', { name: 'Dates du séjour' });
  return { ...view, user, dialog, onChange };
}

const grid = (month: string) => screen.getByRole('grid', { name: month });
const day = (name: RegExp, month = 'mars 2030') => within(grid(month)).getByRole('button', { name });
const isRefused = (button: HTMLElement) => button.getAttribute('aria-disabled') === 'true';

describe('travel calendar', () => {
  beforeEach(() => fixClock(parisTime('2030-03-10T10:00')));

  it("shows each day's price for the travellers and marks the month's best price", async () => {
    await openCalendar({ travellers: { adults: 3, children: 1, babies: 0 } });

    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/^jeudi 14 mars 2030, 189\s€$/));
    expect(within(day(/14 mars 2030/)).getByText(/^189\s€$/)).toBeInTheDocument();
    expect(day(/15 mars 2030/)).toHaveAccessibleName(/^vendredi 15 mars 2030, 159\s€, Meilleur prix du mois$/);
    expect(day(/15 mars 2030/)).toHaveAttribute('data-best-price', 'true');
    // Whole euros: 210,50 € is shown as 211 €.
    expect(day(/16 mars 2030/)).toHaveAccessibleName(/211\s€/);
    expect(screen.getByText('Meilleur prix du mois', { selector: 'p' })).toBeInTheDocument();

    // Two months shown side by side on desktop, their availability asked month by month.
    expect(screen.getAllByRole('grid').map((shown) => shown.getAttribute('aria-label'))).toEqual([
      'mars 2030',
      'avril 2030',
    ]);
    const asked = api.requestsTo(AVAILABILITIES_PATH).map((sent) => Object.fromEntries(sent.url.searchParams));
    expect(asked).toEqual(
      ['2030-03', '2030-04'].map((month) => ({
        locale: 'fr_FR',
        month,
        length: '1',
        offerId: '4321',
        adult: '3',
        child: '1',
        baby: '0',
      })),
    );
  });

  it('refuses past days and days no stay can start on', async () => {
    await openCalendar();

    await waitFor(() => expect(isRefused(day(/11 mars 2030/))).toBe(true));
    expect(isRefused(day(/ 9 mars 2030/))).toBe(true);
    expect(isRefused(day(/14 mars 2030/))).toBe(false);
    expect(isRefused(day(/20 mars 2030/))).toBe(false);
    // Nothing before the current month.
    expect(screen.getByRole('button', { name: 'Précédent' })).toBeDisabled();
  });

  it.each([
    ['19:59', false],
    ['20:00', true],
  ])('at %s, today can be picked: %s', async (time, refused) => {
    fixClock(parisTime(`2030-03-10T${time}`));
    await openCalendar({}, { prices: { ...MARCH_PRICES, '2030-03-10': 19_900 } });

    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/189\s€/));
    expect(isRefused(day(/10 mars 2030/))).toBe(refused);
  });

  it('allows as checkout only the night counts the offer gives for the check-in', async () => {
    const { user, onChange } = await openCalendar({}, { prices: MARCH_PRICES, checkoutNights: [1, 3] });
    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/189\s€/));

    await user.click(day(/14 mars 2030/));
    await waitFor(() => expect(isRefused(day(/16 mars 2030/))).toBe(true));
    expect(isRefused(day(/15 mars 2030/))).toBe(false);
    // A day no stay starts on can still end one.
    expect(isRefused(day(/17 mars 2030/))).toBe(false);
    expect(Object.fromEntries(api.requestsTo(CHECKOUT_NIGHTS_PATH)[0]!.url.searchParams)).toEqual({
      checkin: '2030-03-14',
      adult: '2',
      child: '0',
      baby: '0',
      length: '1',
      locale: 'fr_FR',
      multiOffer: 'true',
      client: 'msite',
    });

    await user.click(day(/17 mars 2030/));
    expect(onChange).toHaveBeenCalledWith({ checkin: '2030-03-14', checkout: '2030-03-17', nights: 3 });
    expect(day(/17 mars 2030/)).toHaveAccessibleName(/départ/);
  });

  it('stays usable without prices when the availability call fails, reports it, and limits the stay to 20 nights', async () => {
    const { user, props, onChange } = await openCalendar({}, {}, () => api.error(AVAILABILITIES_PATH, 500));
    await waitFor(() => expect(props.reportError).toHaveBeenCalledWith(expect.any(Error), 'mfe-product'));
    expect(day(/14 mars 2030/)).toHaveAccessibleName('jeudi 14 mars 2030');
    expect(isRefused(day(/11 mars 2030/))).toBe(false);

    await user.click(day(/14 mars 2030/));
    expect(isRefused(day(/ 3 avril 2030/, 'avril 2030'))).toBe(false);
    expect(isRefused(day(/ 4 avril 2030/, 'avril 2030'))).toBe(true);
    // Without availability data the night counts are not asked.
    expect(api.requestsTo(CHECKOUT_NIGHTS_PATH)).toEqual([]);
    await user.click(day(/ 3 avril 2030/, 'avril 2030'));
    expect(onChange).toHaveBeenCalledWith({ checkin: '2030-03-14', checkout: '2030-04-03', nights: 20 });
  });

  it('shows a skeleton while the prices load, and can be used meanwhile', async () => {
    const { user, dialog, onChange } = await openCalendar({}, {}, () => api.never(AVAILABILITIES_PATH));

    expect(within(dialog).getByText(/Chargement des prix…/)).toBeInTheDocument();
    await user.click(day(/12 mars 2030/));
    await user.click(day(/13 mars 2030/));
    expect(onChange).toHaveBeenCalledWith({ checkin: '2030-03-12', checkout: '2030-03-13', nights: 1 });
  });

  it('enables Validate only with both dates, and closing with a check-in alone brings back the route dates', async () => {
    const { user, dialog, onChange } = await openCalendar({ checkin: '2030-03-20', checkout: '2030-03-21' });
    const validate = within(dialog).getByRole('button', { name: 'Valider' });
    expect(validate).toBeEnabled();
    await waitFor(() => expect(day(/14 mars 2030/)).toHaveAccessibleName(/189\s€/));

    await user.click(day(/14 mars 2030/));
    expect(validate).toBeDisabled();
    expect(
      within(dialog).getByText(/^Arrivée le jeu\. 14 mars 2030\. Choisissez votre date de départ\./),
    ).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onChange).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: /dates du séjour/i }));
    const reopened = await screen.findByRole('dialog', { name: 'Dates du séjour' });
    expect(day(/20 mars 2030/)).toHaveAccessibleName(/arrivée/);
    expect(day(/21 mars 2030/)).toHaveAccessibleName(/départ/);
    expect(within(reopened).getByRole('button', { name: 'Valider' })).toBeEnabled();
  });

  it('refuses a check-in the price answer turned down with PACKAGE_NOT_AVAILABLE_CHECKIN', async () => {
    const { user, dialog } = await openCalendar({
      checkin: '2030-03-14',
      checkout: '2030-03-15',
      priceError: 'Error: PACKAGE_NOT_AVAILABLE_CHECKIN',
    });
    await waitFor(() => expect(day(/15 mars 2030/)).toHaveAccessibleName(/159\s€/));
    expect(isRefused(day(/14 mars 2030/))).toBe(true);

    // Still refused once the dates are cleared: a new stay cannot start there either.
    await user.click(within(dialog).getByRole('button', { name: 'Effacer' }));
    expect(isRefused(day(/14 mars 2030/))).toBe(true);
    expect(isRefused(day(/15 mars 2030/))).toBe(false);
  });

  it('shows a column of three months on a phone, moving three months at a time', async () => {
    const restoreViewport = emulateViewport(PHONE_WIDTH);
    try {
      const { user } = await openCalendar();
      expect(screen.getAllByRole('grid').map((shown) => shown.getAttribute('aria-label'))).toEqual([
        'mars 2030',
        'avril 2030',
        'mai 2030',
      ]);
      await waitFor(() => expect(api.requestsTo(AVAILABILITIES_PATH)).toHaveLength(4));

      // The first one: react-aria adds a hidden one for screen readers after the months.
      await user.click(screen.getAllByRole('button', { name: 'Suivant' })[0]!);
      expect(screen.getAllByRole('grid')[0]).toHaveAccessibleName('juin 2030');
    } finally {
      restoreViewport();
    }
  });
});
