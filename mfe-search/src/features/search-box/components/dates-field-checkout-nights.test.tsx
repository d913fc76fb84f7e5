import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import { HttpResponse, type HttpResponseResolver } from 'msw';
import { DatesField } from './dates-field';
import type { StayDates } from '../../../utils/stay-dates';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../../../../platform/test-kit/fixed-clock';
import { dayCell, isDayDisabled } from '../../../test/calendar-queries';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';

const HOTEL_ID = '903';
const OFFER_ID = 20001;
const CHECKOUT_NIGHTS = `/weekend/${OFFER_ID}/packageCheckoutNights.json`;

/** A hotel search's dates field, as the search box holds it. */
function Harness() {
  const [value, setValue] = useState<StayDates | null>(null);
  const [isOpen, setOpen] = useState(false);
  return (
    <DatesField
      value={value}
      onChange={setValue}
      onClear={() => {}}
      urlDates={null}
      isOpen={isOpen}
      onOpenChange={setOpen}
      hotelId={HOTEL_ID}
      travellers={{ adults: 2, children: 0, babies: 0 }}
    />
  );
}

/** The hotel's availability: every day open at 89 €, each priced by the same stay. */
const availabilityAnswer: HttpResponseResolver = ({ request }) => {
  const url = new URL(request.url);
  const first = DateTime.fromFormat(url.searchParams.get('month')!, 'yyyy-MM');
  const end = first.plus({ months: Number(url.searchParams.get('length')) });
  const availabilities = [];
  for (let day = first; day < end; day = day.plus({ days: 1 }))
    availabilities.push({
      day: day.toISODate()!,
      price: 8900,
      promo: null,
      minLos: 1,
      offerId: OFFER_ID,
      bestPriceOfTheMonth: false,
    });
  return HttpResponse.json({ hotelId: Number(HOTEL_ID), availabilities });
};

const api = setupApiMock();

describe('the dates field of a hotel search', () => {
  beforeEach(() => fixClock(new Date(2031, 4, 7, 10, 0))); // Wednesday 7 May 2031
  afterEach(() => restoreClock());

  it('asks the allowed checkout nights once per check-in chosen, even chosen again while they are on their way', async () => {
    api.answer(`/hotels/${HOTEL_ID}/availabilities.json`, availabilityAnswer);
    // Each answer waits until the test lets it through.
    const waiting: (() => void)[] = [];
    api.answer(
      CHECKOUT_NIGHTS,
      ({ request }) =>
        new Promise((resolve) => {
          const checkin = new URL(request.url).searchParams.get('checkin');
          waiting.push(() => resolve(HttpResponse.json({ offerId: OFFER_ID, checkin, nights: [1, 3] })));
        }),
    );
    const letAnswersThrough = () => act(() => waiting.splice(0).forEach((answer) => answer()));
    const checkins = () => api.requestsTo(CHECKOUT_NIGHTS).map((sent) => sent.url.searchParams.get('checkin'));

    renderSearchMount(<Harness />, searchPageProps());
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }));
    await screen.findByRole('dialog', { name: 'Choisissez vos dates' });
    await waitFor(() => expect(dayCell('2031-05-16')).toHaveTextContent('89'));

    await user.click(dayCell('2031-05-16'));
    await waitFor(() => expect(checkins()).toEqual(['2031-05-16']));
    // The same day again (a double click) before the answer: still the one request.
    await user.click(dayCell('2031-05-16'));
    letAnswersThrough();
    // The answer is in use: only 1 or 3 nights can follow.
    await waitFor(() => expect(isDayDisabled('2031-05-18')).toBe(true));
    expect(isDayDisabled('2031-05-17')).toBe(false);
    expect(checkins()).toEqual(['2031-05-16']);

    // Another check-in: one more request, for it only.
    await user.click(dayCell('2031-05-14'));
    await waitFor(() => expect(checkins()).toEqual(['2031-05-16', '2031-05-14']));
    letAnswersThrough();
    await waitFor(() => expect(isDayDisabled('2031-05-16')).toBe(true));
    expect(checkins()).toEqual(['2031-05-16', '2031-05-14']);
  });
});
