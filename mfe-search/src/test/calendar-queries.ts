import { screen, within } from '@testing-library/react';

const dayLabel = new Intl.DateTimeFormat('fr-FR', { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' });
const monthLabel = new Intl.DateTimeFormat('fr-FR', { month: 'long', year: 'numeric' });

function localDate(iso: string): Date {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, day, 12);
}

/** The grid of a month ("Choisissez vos dates, mai 2031"), or null when it is not shown. */
export function monthGrid(isoMonth: string): HTMLElement | null {
  const label = monthLabel.format(localDate(`${isoMonth}-01`));
  return screen.queryAllByRole('grid').find((grid) => grid.getAttribute('aria-label')?.endsWith(label)) ?? null;
}

/** The cell of a day, in its own month's grid (react-aria names it "samedi 10 mai 2031"). */
export function dayCell(iso: string): HTMLElement {
  const grid = monthGrid(iso.slice(0, 7));
  if (!grid) throw new Error(`month of ${iso} is not shown`);
  const name = dayLabel.format(localDate(iso));
  // Today and selected days get words around the date ("Aujourd’hui, …", "… sélectionné").
  return within(grid).getByRole('button', { name: new RegExp(`(^|[^\\p{L}\\d])${name}($|[^\\p{L}\\d])`, 'u') });
}

export function isDayDisabled(iso: string): boolean {
  return dayCell(iso).getAttribute('aria-disabled') === 'true';
}
