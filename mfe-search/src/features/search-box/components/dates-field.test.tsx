import { useState } from 'react';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AUTO_CLOSE_DELAY_MS, DatesField, type DatesFieldProps } from './dates-field';
import type { StayDates } from '../../../utils/stay-dates';
import { setupApiMock } from '../../../../../platform/test-kit/api-mock';
import { fixClock, restoreClock } from '../../../../../platform/test-kit/fixed-clock';
import { dayCell } from '../../../test/calendar-queries';
import { renderSearchMount, searchPageProps } from '../../../test/search-page-props';
import { fakeWindowScrolling } from '../../../../../platform/test-kit/viewport';

function Harness({
  initial = null,
  onChange,
  ...rest
}: Partial<DatesFieldProps> & { initial?: StayDates | null; onChange?: jest.Mock }) {
  const [value, setValue] = useState<StayDates | null>(initial);
  const [isOpen, setOpen] = useState(false);
  return (
    <DatesField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
      onClear={() => {}}
      urlDates={initial}
      isOpen={isOpen}
      onOpenChange={setOpen}
      travellers={{ adults: 2, children: 0, babies: 0 }}
      {...rest}
    />
  );
}

// Without a hotel the calendar asks the api nothing: any request fails the test.
setupApiMock();

/**
 * From here on, the test's timers run on the test's clock (Date stays at the fixed day): a delay of
 * the calendar passes when the test advances it, not after a wait that a busy machine can stretch.
 */
function runTimersOnTestClock() {
  jest.useFakeTimers({ now: Date.now(), doNotFake: ['nextTick', 'queueMicrotask', 'setImmediate', 'clearImmediate'] });
}

const calendarDialog = () => screen.queryByRole('dialog', { name: 'Choisissez vos dates' });
/** Opens the calendar and waits for it: its code comes on the first opening. */
async function openCalendar() {
  await userEvent.setup().click(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }));
  return screen.findByRole('dialog', { name: 'Choisissez vos dates' });
}

describe('DatesField', () => {
  beforeEach(() => {
    fixClock(new Date(2031, 4, 7, 10, 0)); // Wednesday 7 May 2031
  });
  afterEach(() => restoreClock());

  it('shows the chosen dates on the field and opens the two-month calendar', async () => {
    renderSearchMount(<Harness initial={{ checkin: '2031-05-16', checkout: '2031-05-18' }} />, searchPageProps());
    expect(
      screen.getByRole('button', { name: 'Ouvrir le calendrier, arrivée – départ : ven. 16 mai → dim. 18 mai' }),
    ).toBeInTheDocument();
    await openCalendar();
    expect(calendarDialog()).toBeInTheDocument();
    expect(screen.getAllByRole('grid')).toHaveLength(2);
    expect(screen.getByText('2 nuits')).toBeInTheDocument();
  });

  it('goes back to the dates of the URL when closed with only a check-in', async () => {
    const onChange = jest.fn();
    renderSearchMount(
      <Harness initial={{ checkin: '2031-05-16', checkout: '2031-05-18' }} onChange={onChange} />,
      searchPageProps(),
    );
    await openCalendar();
    const user = userEvent.setup();
    await user.click(dayCell('2031-05-23'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendarDialog()).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-16', checkout: '2031-05-18' });
    expect(screen.getByRole('button', { name: /ven\. 16 mai → dim\. 18 mai/ })).toBeInTheDocument();
  });

  it('keeps a full range when closed with Escape', async () => {
    const onChange = jest.fn();
    renderSearchMount(<Harness onChange={onChange} />, searchPageProps());
    await openCalendar();
    const user = userEvent.setup();
    await user.click(dayCell('2031-05-23'));
    await user.click(dayCell('2031-05-25'));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(calendarDialog()).not.toBeInTheDocument());
    expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-23', checkout: '2031-05-25' });
  });

  it('clears the dates', async () => {
    const onChange = jest.fn();
    const onClear = jest.fn();
    renderSearchMount(
      <Harness initial={{ checkin: '2031-05-16', checkout: '2031-05-18' }} onChange={onChange} onClear={onClear} />,
      searchPageProps(),
    );
    await openCalendar();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Effacer les dates' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onClear).toHaveBeenCalled();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Valider' }));
    expect(await screen.findByRole('button', { name: /Ajouter des dates/ })).toBeInTheDocument();
  });

  it('closes by itself one second after a range is chosen, when asked to', async () => {
    renderSearchMount(<Harness autoClose="delayed" />, searchPageProps());
    await openCalendar();
    const user = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await user.click(dayCell('2031-05-23'));
    runTimersOnTestClock();
    await user.click(dayCell('2031-05-25'));
    // Still open until the second is over…
    act(() => jest.advanceTimersByTime(AUTO_CLOSE_DELAY_MS - 1));
    expect(calendarDialog()).toBeInTheDocument();
    // …then closed.
    act(() => jest.advanceTimersByTime(1));
    await waitFor(() => expect(calendarDialog()).not.toBeInTheDocument());
  });

  it('closes at once after a range when asked to, and stays open otherwise', async () => {
    const { unmount } = renderSearchMount(<Harness autoClose="immediate" />, searchPageProps());
    await openCalendar();
    const user = userEvent.setup();
    await user.click(dayCell('2031-05-23'));
    await user.click(dayCell('2031-05-25'));
    await waitFor(() => expect(calendarDialog()).not.toBeInTheDocument());
    unmount();

    renderSearchMount(<Harness />, searchPageProps());
    await openCalendar();
    const onTestClock = userEvent.setup({ advanceTimers: (ms) => jest.advanceTimersByTime(ms) });
    await onTestClock.click(dayCell('2031-05-23'));
    runTimersOnTestClock();
    await onTestClock.click(dayCell('2031-05-25'));
    act(() => jest.advanceTimersByTime(10 * AUTO_CLOSE_DELAY_MS));
    expect(calendarDialog()).toBeInTheDocument();
  });

  describe('room for the calendar', () => {
    const { scrollBy } = fakeWindowScrolling(720);

    /** Where the field stands on the screen (720 px tall unless a test says otherwise). */
    function placeFieldAt(top: number) {
      jest
        .spyOn(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }), 'getBoundingClientRect')
        .mockReturnValue(new DOMRect(40, top, 280, 48));
    }

    it('scrolls the page first, bringing the field up so the two months open under it, not over the header', async () => {
      renderSearchMount(<Harness />, searchPageProps());
      placeFieldAt(420);
      const dialog = await openCalendar();
      expect(scrollBy).toHaveBeenCalledTimes(1);
      const [{ top }] = scrollBy.mock.lastCall as [{ top: number }];
      expect(top).toBeGreaterThan(0);
      expect(top).toBeLessThanOrEqual(420);
      expect(dialog.closest('[data-placement]')).toHaveAttribute('data-placement', 'bottom');
    });

    it('also when the search opens the calendar by itself (dates required)', async () => {
      function Opened() {
        const [isOpen, setOpen] = useState(false);
        return (
          <>
            <button type="button" onClick={() => setOpen(true)}>
              Rechercher
            </button>
            <DatesField
              value={null}
              onChange={() => {}}
              onClear={() => {}}
              urlDates={null}
              isOpen={isOpen}
              onOpenChange={setOpen}
              travellers={{ adults: 2, children: 0, babies: 0 }}
            />
          </>
        );
      }
      renderSearchMount(<Opened />, searchPageProps());
      placeFieldAt(420);
      await userEvent.setup().click(screen.getByRole('button', { name: 'Rechercher' }));
      expect(await screen.findByRole('dialog', { name: 'Choisissez vos dates' })).toBeInTheDocument();
      expect(scrollBy).toHaveBeenCalledTimes(1);
    });

    it('leaves the page still when the field has room under it, and on phones', async () => {
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 900 });
      const { unmount } = renderSearchMount(<Harness />, searchPageProps());
      placeFieldAt(150);
      await openCalendar();
      expect(scrollBy).not.toHaveBeenCalled();
      unmount();

      renderSearchMount(<Harness presentation="fullscreen" />, searchPageProps());
      placeFieldAt(420);
      await openCalendar();
      expect(scrollBy).not.toHaveBeenCalled();
    });
  });

  describe('weekend shortcuts', () => {
    it('chooses this weekend or next weekend, Saturday to Sunday', async () => {
      const onChange = jest.fn();
      renderSearchMount(<Harness showShortcuts onChange={onChange} />, searchPageProps());
      await openCalendar();
      const user = userEvent.setup();
      await user.click(screen.getByRole('button', { name: 'Ce week-end' }));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-10', checkout: '2031-05-11' });
      expect(screen.getByRole('button', { name: 'Ce week-end' })).toHaveAttribute('aria-pressed', 'true');
      await user.click(screen.getByRole('button', { name: 'Le week-end prochain' }));
      expect(onChange).toHaveBeenLastCalledWith({ checkin: '2031-05-17', checkout: '2031-05-18' });
    });

    it('hides "This weekend" on Sunday', async () => {
      fixClock(new Date(2031, 4, 11, 10, 0));
      renderSearchMount(<Harness showShortcuts />, searchPageProps());
      await openCalendar();
      expect(screen.queryByRole('button', { name: 'Ce week-end' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Le week-end prochain' })).toBeInTheDocument();
    });

    it('are not shown without the variation', async () => {
      renderSearchMount(<Harness />, searchPageProps());
      await openCalendar();
      expect(screen.queryByRole('button', { name: 'Ce week-end' })).not.toBeInTheDocument();
    });
  });
});
