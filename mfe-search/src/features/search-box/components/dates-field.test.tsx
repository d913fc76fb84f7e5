import { useState } from 'react';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime, Settings } from 'luxon';
import { DatesField } from './dates-field';
import type { StayDates } from '../utils/search-box-values';
import { fakeRemoteProps } from '../../../test/fake-remote-props';
import { renderInMount } from '../../../test/render-with-providers';

function Harness({ onChange }: { onChange(value: StayDates | null): void }) {
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState<StayDates | null>(null);
  return (
    <DatesField
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
      onClear={() => {}}
      isOpen={open}
      onOpenChange={setOpen}
    />
  );
}

describe('DatesField', () => {
  const realNow = Settings.now;
  afterEach(() => {
    Settings.now = realNow;
  });

  /** react-aria names day cells with the full date ("lundi 23 novembre 2026", today prefixed). */
  const dayCell = (day: DateTime) =>
    screen.queryByRole('button', { name: new RegExp(new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }).format(day.toJSDate())) });

  async function openCalendarAt(hour: number) {
    const now = DateTime.now().set({ hour, minute: 30 });
    Settings.now = () => now.toMillis();
    const onChange = jest.fn();
    renderInMount(<Harness onChange={onChange} />, fakeRemoteProps());
    await userEvent.setup().click(screen.getByRole('button', { name: /^Ouvrir le calendrier/ }));
    return { now, onChange };
  }

  it('offers today before 20:00 and disables past days', async () => {
    const { now } = await openCalendarAt(10);
    expect(dayCell(now)).not.toHaveAttribute('aria-disabled');
    const yesterday = dayCell(now.minus({ days: 1 }));
    // Yesterday may belong to the previous month, which is not shown.
    if (yesterday) expect(yesterday).toHaveAttribute('aria-disabled', 'true');
  });

  it('no longer offers today from 20:00', async () => {
    const { now } = await openCalendarAt(20);
    const today = dayCell(now);
    // On the last day of a month the calendar already opens on the next month.
    if (today) expect(today).toHaveAttribute('aria-disabled', 'true');
    else expect(now.plus({ days: 1 }).day).toBe(1);
  });

  it('turns a click on the check-in day into a one-night stay', async () => {
    const { now, onChange } = await openCalendarAt(10);
    const user = userEvent.setup();
    const day = now.plus({ days: 1 });
    const cell = dayCell(day) ?? (await (async () => {
      await user.click(screen.getByRole('button', { name: 'Suivant' }));
      return dayCell(day);
    })());
    await user.click(cell!);
    await user.click(dayCell(day)!);
    expect(onChange).toHaveBeenLastCalledWith({ checkin: day.toISODate(), checkout: day.plus({ days: 1 }).toISODate() });
  });
});
