import { useState } from 'react';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { StayCalendar, type StayCalendarProps } from './stay-calendar';
import type { StayDates } from '../../../utils/stay-dates';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../../../../platform/test-kit/fixed-clock';
import { dayCell, isDayDisabled, monthGrid } from '../../../test/calendar-queries';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const TRAVELLERS = { adults: 2, children: 0, babies: 0 };

function Harness({
  initial = null,
  onChange,
  onPending,
  ...rest
}: Partial<StayCalendarProps> & { initial?: StayDates | null; onChange?: jest.Mock; onPending?: jest.Mock }) {
  const [value, setValue] = useState<StayDates | null>(initial);
  return (
    <StayCalendar
      aria-label="Choisissez vos dates"
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onPendingCheckinChange={onPending}
      layout="twoMonths"
      travellers={TRAVELLERS}
      {...rest}
    />
  );
}

/**
 * Hotel 903's availability: every day open (89 €, minimum stay `minLos`, priced by stay 20001)
 * except the closed days.
 */
function availabilityAnswer({ closed = [] as string[], minLos = 1 } = {}): HttpResponseResolver {
  return ({ request }) => {
    const url = new URL(request.url);
    const first = DateTime.fromFormat(url.searchParams.get('month')!, 'yyyy-MM');
    const end = first.plus({ months: Number(url.searchParams.get('length')) });
    const availabilities = [];
    for (let day = first; day < end; day = day.plus({ days: 1 })) {
      const iso = day.toISODate()!;
      const open = !closed.includes(iso);
      availabilities.push({
        day: iso,
        price: open ? 8900 : null,
        promo: null,
        minLos: open ? minLos : null,
        offerId: open ? 20001 : null,
        bestPriceOfTheMonth: false,
      });
    }
    return HttpResponse.json({ hotelId: 903, availabilities });
  };
}

// Only a calendar with a hotel asks the api; any request a test does not answer fails it.
const api = setupApiMock();

function requestsTo(pathname: string) {
  return api.requestsTo(pathname).map((sent) => Object.fromEntries(sent.url.searchParams));
}

describe('StayCalendar', () => {
  beforeEach(() => fixClock(new Date(2031, 4, 10, 10, 0))); // Saturday 10 May 2031, 10:00
  afterEach(() => restoreClock());

  describe('two months side by side (desktop)', () => {
    it('shows two months and steps one month at a time', async () => {
      renderSearchMount(<Harness />, searchPageProps());
      expect(monthGrid('2031-05')).not.toBeNull();
      expect(monthGrid('2031-06')).not.toBeNull();
      await userEvent.setup().click(screen.getAllByRole('button', { name: 'Suivant' })[0]!);
      expect(monthGrid('2031-05')).toBeNull();
      expect(monthGrid('2031-06')).not.toBeNull();
      expect(monthGrid('2031-07')).not.toBeNull();
    });

    it.each([
      ['fr_FR', 'Mai 2031'],
      ['es_ES', 'Mayo de 2031'],
      ['it_IT', 'Maggio 2031'],
      ['nl_NL', 'Mei 2031'],
    ] as const)('titles its months in the words of %s, the first letter alone raised', (locale, title) => {
      renderSearchMount(<Harness />, { locale });
      expect(screen.getAllByText(title).length).toBeGreaterThan(0);
    });

    it('takes the first date as check-in and a later one as check-out', async () => {
      const onChange = jest.fn();
      const onPending = jest.fn();
      renderSearchMount(<Harness onChange={onChange} onPending={onPending} />, searchPageProps());
      const user = userEvent.setup();
      expect(screen.getByText("Choisissez votre date d'arrivée")).toBeInTheDocument();

      await user.click(dayCell('2031-05-16'));
      expect(onPending).toHaveBeenLastCalledWith('2031-05-16');
      expect(onChange).not.toHaveBeenCalled();
      expect(screen.getByText('Choisissez votre date de départ')).toBeInTheDocument();

      await user.click(dayCell('2031-05-18'));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-16', checkout: '2031-05-18' });
      expect(onPending).toHaveBeenLastCalledWith(null);
    });

    it('does not take the check-in day again as check-out, and keeps showing it as the start', async () => {
      const onChange = jest.fn();
      const onPending = jest.fn();
      renderSearchMount(<Harness onChange={onChange} onPending={onPending} />, searchPageProps());
      const user = userEvent.setup();
      await user.click(dayCell('2031-05-16'));
      await waitFor(() => expect(dayCell('2031-05-16').closest('td')).toHaveAttribute('aria-selected', 'true'));
      await user.click(dayCell('2031-05-16'));
      await waitFor(() => expect(onPending).toHaveBeenLastCalledWith('2031-05-16'));
      expect(onChange).not.toHaveBeenCalled();
      await user.click(dayCell('2031-05-17'));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-16', checkout: '2031-05-17' });
    });

    it('restarts the selection from a date before the check-in', async () => {
      const onChange = jest.fn();
      const onPending = jest.fn();
      renderSearchMount(<Harness onChange={onChange} onPending={onPending} />, searchPageProps());
      const user = userEvent.setup();
      await user.click(dayCell('2031-05-20'));
      await user.click(dayCell('2031-05-14'));
      await waitFor(() => expect(onPending).toHaveBeenLastCalledWith('2031-05-14'));
      expect(onChange).not.toHaveBeenCalled();

      await user.click(dayCell('2031-05-17'));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-14', checkout: '2031-05-17' });
    });

    it('starts a new selection when a full range is shown', async () => {
      const onChange = jest.fn();
      const onPending = jest.fn();
      renderSearchMount(
        <Harness
          initial={{ checkin: '2031-05-16', checkout: '2031-05-18' }}
          onChange={onChange}
          onPending={onPending}
        />,
        searchPageProps(),
      );
      const user = userEvent.setup();
      expect(dayCell('2031-05-17').closest('td')).toHaveAttribute('aria-selected', 'true');
      await user.click(dayCell('2031-05-23'));
      await user.click(dayCell('2031-05-25'));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-23', checkout: '2031-05-25' });
    });

    it('disables past days, and today from 20:00', () => {
      const { unmount } = renderSearchMount(<Harness />, searchPageProps());
      expect(isDayDisabled('2031-05-09')).toBe(true);
      expect(isDayDisabled('2031-05-10')).toBe(false);
      unmount();

      fixClock(new Date(2031, 4, 10, 20, 0));
      renderSearchMount(<Harness />, searchPageProps());
      expect(isDayDisabled('2031-05-10')).toBe(true);
      expect(isDayDisabled('2031-05-11')).toBe(false);
    });

    it('without availability, allows at most 20 nights', async () => {
      renderSearchMount(<Harness />, searchPageProps());
      const user = userEvent.setup();
      await user.click(dayCell('2031-05-12'));
      await waitFor(() => expect(isDayDisabled('2031-06-02')).toBe(true)); // 21 nights
      expect(isDayDisabled('2031-06-01')).toBe(false); // 20 nights
    });

    it('reaches one year ahead at most', async () => {
      renderSearchMount(<Harness initial={{ checkin: '2032-05-08', checkout: '2032-05-09' }} />, searchPageProps());
      expect(isDayDisabled('2032-05-10')).toBe(false);
      expect(isDayDisabled('2032-05-11')).toBe(true);
    });
  });

  describe('with a hotel availability', () => {
    it('loads two months at a time as the visitor moves, with a loading message', async () => {
      let release: () => void = () => {};
      api.answer('/hotels/903/availabilities.json', (info) =>
        new URL(info.request.url).searchParams.get('month') === '2031-05'
          ? new Promise((resolve) => {
              release = () => resolve(availabilityAnswer({ closed: ['2031-05-13'] })(info));
            })
          : availabilityAnswer()(info),
      );
      renderSearchMount(<Harness hotelId="903" />, searchPageProps());
      expect(await screen.findByText('Nous recherchons les prochaines disponibilités...')).toBeInTheDocument();
      expect(requestsTo('/hotels/903/availabilities.json')).toEqual([
        { locale: 'fr_FR', month: '2031-05', length: '2', adult: '2', child: '0', baby: '0' },
      ]);
      act(() => release());
      await waitFor(() =>
        expect(screen.queryByText('Nous recherchons les prochaines disponibilités...')).not.toBeInTheDocument(),
      );

      // A day without availability cannot start a stay; open days show their price.
      expect(isDayDisabled('2031-05-13')).toBe(true);
      expect(isDayDisabled('2031-05-14')).toBe(false);
      expect(dayCell('2031-05-14')).toHaveTextContent('89');

      await userEvent.setup().click(screen.getAllByRole('button', { name: 'Suivant' })[0]!);
      await waitFor(() => expect(requestsTo('/hotels/903/availabilities.json')).toHaveLength(2));
      expect(requestsTo('/hotels/903/availabilities.json')[1]).toMatchObject({ month: '2031-07', length: '2' });
    });

    it('asks nothing again for months already loaded, and keeps their prices when moving back', async () => {
      api.answer('/hotels/903/availabilities.json', availabilityAnswer());
      renderSearchMount(<Harness hotelId="903" />, searchPageProps());
      await waitFor(() => expect(dayCell('2031-05-14')).toHaveTextContent('89'));
      const user = userEvent.setup();
      await user.click(screen.getAllByRole('button', { name: 'Suivant' })[0]!);
      await waitFor(() => expect(dayCell('2031-07-14')).toHaveTextContent('89'));
      await user.click(screen.getAllByRole('button', { name: 'Précédent' })[0]!);
      expect(dayCell('2031-05-14')).toHaveTextContent('89');
      await user.click(screen.getAllByRole('button', { name: 'Suivant' })[0]!);
      expect(requestsTo('/hotels/903/availabilities.json').map((query) => query.month)).toEqual(['2031-05', '2031-07']);
    });

    it('asks the allowed checkout nights of the check-in and offers only those', async () => {
      api.answer('/hotels/903/availabilities.json', availabilityAnswer());
      api.json('/weekend/20001/packageCheckoutNights.json', { offerId: 20001, checkin: '2031-05-16', nights: [1, 3] });
      renderSearchMount(<Harness hotelId="903" />, searchPageProps());
      await waitFor(() => expect(dayCell('2031-05-16')).toHaveTextContent('89'));
      await userEvent.setup().click(dayCell('2031-05-16'));

      await waitFor(() => expect(requestsTo('/weekend/20001/packageCheckoutNights.json')).toHaveLength(1));
      expect(requestsTo('/weekend/20001/packageCheckoutNights.json')[0]).toEqual({
        checkin: '2031-05-16',
        adult: '2',
        child: '0',
        baby: '0',
        locale: 'fr_FR',
        multiOffer: 'true',
        client: 'msite',
      });
      await waitFor(() => expect(isDayDisabled('2031-05-18')).toBe(true));
      // Prices of stays starting after the check-in are not the price of this stay: hidden.
      expect(dayCell('2031-05-17')).not.toHaveTextContent('89');
      expect(dayCell('2031-05-15')).toHaveTextContent('89');
      expect(isDayDisabled('2031-05-17')).toBe(false);
      expect(isDayDisabled('2031-05-19')).toBe(false);
      expect(isDayDisabled('2031-05-20')).toBe(true);
    });

    it('clears the allowed nights when their request fails', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      api.answer('/hotels/903/availabilities.json', availabilityAnswer());
      api.error('/weekend/20001/packageCheckoutNights.json', 500, { body: { message: 'down' } });
      renderSearchMount(<Harness hotelId="903" />, searchPageProps());
      await waitFor(() => expect(dayCell('2031-05-16')).toHaveTextContent('89'));
      await userEvent.setup().click(dayCell('2031-05-16'));
      await waitFor(() =>
        expect(warn).toHaveBeenCalledWith('[mfe-search] checkout nights unavailable', expect.anything()),
      );
      for (const day of ['2031-05-17', '2031-05-18', '2031-05-20']) expect(isDayDisabled(day)).toBe(false);
      warn.mockRestore();
    });

    it('turns down, without a word, a check-in the stay cannot start on (PACKAGE_NOT_AVAILABLE_CHECKIN)', async () => {
      const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
      const onPending = jest.fn();
      api.answer('/hotels/903/availabilities.json', availabilityAnswer());
      api.answer('/weekend/20001/packageCheckoutNights.json', ({ request }) => {
        const checkin = new URL(request.url).searchParams.get('checkin');
        return checkin === '2031-05-16'
          ? HttpResponse.json({ offerId: 20001, checkin, nights: [], error: 'PACKAGE_NOT_AVAILABLE_CHECKIN' })
          : HttpResponse.json({ offerId: 20001, checkin, nights: [2], error: null });
      });
      renderSearchMount(<Harness hotelId="903" onPending={onPending} />, searchPageProps());
      await waitFor(() => expect(dayCell('2031-05-16')).toHaveTextContent('89'));
      const user = userEvent.setup();
      await user.click(dayCell('2031-05-16'));

      // The day can no longer be chosen, is drawn as closed, and the selection starts over.
      expect(await screen.findByText("Choisissez votre date d'arrivée")).toBeInTheDocument();
      expect(onPending).toHaveBeenLastCalledWith(null);
      expect(isDayDisabled('2031-05-16')).toBe(true);
      expect(dayCell('2031-05-16')).toHaveAttribute('data-unavailable', 'true');
      expect(dayCell('2031-05-16')).not.toHaveTextContent('89');
      expect(dayCell('2031-05-16').closest('td')).not.toHaveAttribute('aria-selected', 'true');
      expect(screen.queryByRole('alert')).not.toBeInTheDocument();
      expect(warn).not.toHaveBeenCalled();

      // Other days are untouched, and the turned-down day stays closed.
      await user.click(dayCell('2031-05-17'));
      await waitFor(() => expect(onPending).toHaveBeenLastCalledWith('2031-05-17'));
      expect(isDayDisabled('2031-05-16')).toBe(true);
      warn.mockRestore();
    });

    it('states the minimum stay of the check-in and keeps shorter stays out', async () => {
      api.answer('/hotels/903/availabilities.json', availabilityAnswer({ minLos: 2 }));
      api.never('/weekend/20001/packageCheckoutNights.json');
      renderSearchMount(<Harness hotelId="903" />, searchPageProps());
      await waitFor(() => expect(dayCell('2031-05-16')).toHaveTextContent('89'));
      await userEvent.setup().click(dayCell('2031-05-16'));
      expect(await screen.findByText('Séjour minimum : 2 nuits')).toBeInTheDocument();
      expect(isDayDisabled('2031-05-17')).toBe(true);
      expect(isDayDisabled('2031-05-18')).toBe(false);
    });

    it('without a hotel asks for nothing', () => {
      renderSearchMount(<Harness />, searchPageProps());
      expect(api.requests).toEqual([]);
    });
  });

  describe('infinite vertical list (mobile)', () => {
    function scrollTo(
      list: HTMLElement,
      { scrollTop, scrollHeight, clientHeight }: { scrollTop: number; scrollHeight: number; clientHeight: number },
    ) {
      Object.defineProperty(list, 'scrollHeight', { configurable: true, value: scrollHeight });
      Object.defineProperty(list, 'clientHeight', { configurable: true, value: clientHeight });
      list.scrollTop = scrollTop;
      fireEvent.scroll(list);
    }

    it('shows 3 months, then 3 more when scrolled within 200 px of the bottom', () => {
      renderSearchMount(<Harness layout="scroll" />, searchPageProps());
      expect(screen.getAllByRole('grid')).toHaveLength(3);
      const list = screen.getByTestId('calendar-month-list');

      scrollTo(list, { scrollTop: 500, scrollHeight: 1000, clientHeight: 299 }); // 201 px left
      expect(screen.getAllByRole('grid')).toHaveLength(3);
      scrollTo(list, { scrollTop: 500, scrollHeight: 1000, clientHeight: 300 }); // 200 px left
      expect(screen.getAllByRole('grid')).toHaveLength(6);
      expect(monthGrid('2031-10')).not.toBeNull();
    });

    it('never goes past one year ahead', () => {
      renderSearchMount(<Harness layout="scroll" />, searchPageProps());
      const list = screen.getByTestId('calendar-month-list');
      for (let step = 0; step < 6; step++) scrollTo(list, { scrollTop: 900, scrollHeight: 1000, clientHeight: 100 });
      expect(screen.getAllByRole('grid')).toHaveLength(13);
      expect(monthGrid('2032-05')).not.toBeNull();
    });

    it('loads the hotel availability four months at a time', async () => {
      api.answer('/hotels/903/availabilities.json', availabilityAnswer());
      renderSearchMount(<Harness layout="scroll" hotelId="903" />, searchPageProps());
      await waitFor(() => expect(requestsTo('/hotels/903/availabilities.json')).toHaveLength(1));
      expect(requestsTo('/hotels/903/availabilities.json')[0]).toMatchObject({ month: '2031-05', length: '4' });

      const list = screen.getByTestId('calendar-month-list');
      scrollTo(list, { scrollTop: 900, scrollHeight: 1000, clientHeight: 100 });
      await waitFor(() => expect(requestsTo('/hotels/903/availabilities.json')).toHaveLength(2));
      expect(requestsTo('/hotels/903/availabilities.json')[1]).toMatchObject({ month: '2031-09', length: '4' });
    });

    it('selects a range across months', async () => {
      const onChange = jest.fn();
      renderSearchMount(<Harness layout="scroll" onChange={onChange} />, searchPageProps());
      const user = userEvent.setup();
      await user.click(dayCell('2031-05-30'));
      await user.click(dayCell('2031-06-02'));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-30', checkout: '2031-06-02' });
    });
  });
});
